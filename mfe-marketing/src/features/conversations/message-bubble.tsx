import { photoSrc } from '@groombook/api-client';
import type { SmsMessage } from '@groombook/contracts';
import { formatConversationTime } from '@groombook/domain';
import { Badge, Group, Paper, Text } from '@groombook/ui';
import { SMS_STATUS_LABELS } from './sms-status';

/** One message: the salon's on the right (Admin), the customer's on the left (Customer). */
export function MessageBubble({ message }: { message: SmsMessage }) {
  const outbound = message.direction === 'outbound';
  const problem = message.status === 'failed' || message.status === 'cancelled';
  return (
    <Group justify={outbound ? 'flex-end' : 'flex-start'} component="li">
      <Paper
        data-side={outbound ? 'right' : 'left'}
        p="sm"
        radius="lg"
        maw="75%"
        bg={outbound ? 'teal.0' : 'gray.1'}
        withBorder={outbound}
      >
        <Group gap="xs" mb={4}>
          <Text size="xs" fw={700}>
            {outbound ? 'Admin' : 'Customer'}
          </Text>
          {message.isCampaignMessage && (
            <Badge size="xs" color="grape" variant="light">
              Campaign
            </Badge>
          )}
        </Group>
        {message.media?.map((photo) => (
          <img
            key={photo.url}
            src={photoSrc(photo.url)}
            alt={outbound ? 'Photo sent to the customer' : 'Photo from the customer'}
            style={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 8 }}
          />
        ))}
        {message.messageText && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.messageText}</Text>}
        <Text size="xs" c={problem ? 'red' : 'dimmed'} mt={4}>
          {SMS_STATUS_LABELS[message.status]} · <time dateTime={message.sentAt}>{formatConversationTime(message.sentAt)}</time>
        </Text>
        {message.failureReason && (
          <Text size="xs" c="red">
            {message.failureReason}
          </Text>
        )}
      </Paper>
    </Group>
  );
}
