import type { SmsConversation } from '@groombook/contracts';
import { formatConversationTime, formatPhone } from '@groombook/domain';
import { customerConversationPath } from '@groombook/routes';
import { Badge, Group, Paper, Stack, Text } from '@groombook/ui';
import { Link } from '@groombook/ui/router';
import { customerLabel } from './customer-label';

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge color="blue" variant="filled" size="sm">
      {count} unread
    </Badge>
  );
}

export function OptedOutBadge() {
  return (
    <Badge color="gray" variant="light" size="sm">
      Opted out
    </Badge>
  );
}

function ConversationRow({ conversation }: { conversation: SmsConversation }) {
  const name = customerLabel(conversation.customer_name);
  const unread = conversation.unread_count > 0;
  return (
    // Named by all it shows (the customer first), so that the words a person sees also select it.
    <Paper component={Link} to={customerConversationPath(conversation.customer_id)} withBorder p="sm" style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={unread ? 700 : 500}>{name}</Text>
            {conversation.customer_phone && (
              <Text size="sm" c="dimmed">
                {formatPhone(conversation.customer_phone)}
              </Text>
            )}
          </Group>
          <Text size="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 600 : undefined} lineClamp={1}>
            {conversation.last_message_preview?.messageText ?? ''}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed">
            {formatConversationTime(conversation.last_message_at)}
          </Text>
          <Group gap={4} wrap="nowrap">
            {conversation.opted_out && <OptedOutBadge />}
            <UnreadBadge count={conversation.unread_count} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The conversations, newest first as the API orders them; each row opens its conversation. */
export function ConversationList({ conversations }: { conversations: readonly SmsConversation[] }) {
  return (
    <Stack component="ul" aria-label="Conversations" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow conversation={conversation} />
        </li>
      ))}
    </Stack>
  );
}
