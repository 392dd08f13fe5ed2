import { useEffect, useRef } from 'react';
import { formatPhone } from '@groombook/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  markSmsConversationReadMutationOptions,
  smsConversationQueryOptions,
  useSmsNumber,
} from '@groombook/api-client';
import { NO_SMS_NUMBER_MESSAGE } from '@groombook/contracts/light';
import { ROUTES } from '@groombook/routes';
import {
  Alert,
  Button,
  Card,
  Group,
  LinkButton,
  LoadingState,
  NoSmsNumberAlert,
  Page,
  QueryFailureAlert,
  Stack,
  Text,
} from '@groombook/ui';
import { useLocation, useNavigate, useParams } from '@groombook/ui/router';
import { BookingSuggestion } from '../features/conversations/booking-suggestion';
import { OptedOutBadge, UnreadBadge } from '../features/conversations/conversation-list';
import { customerLabel } from '../features/conversations/customer-label';
import { MessageThread } from '../features/conversations/message-thread';
import { ReplyBox } from '../features/conversations/reply-box';
import { isNotFound } from '../not-found';

const OPTED_OUT_REASON = 'This customer opted out of text messages (STOP). Nothing can be sent until they text START.';

/** Why the reply box is closed: no number to send from comes first (nothing at all can be sent), then the customer's STOP. */
function replyBlockedReason(noSmsNumber: boolean, optedOut: boolean): string | null {
  if (noSmsNumber) return NO_SMS_NUMBER_MESSAGE;
  return optedOut ? OPTED_OUT_REASON : null;
}

/**
 * Marks the conversation read once it is open, and again whenever it is read with unread
 * messages while open (one arrived while the person was looking). A failure is only logged.
 */
function useMarkReadWhileOpen(customerId: string, loadedAt: number, unread: number) {
  const { mutate: markRead } = useMutation(markSmsConversationReadMutationOptions());
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    if (loadedAt === 0 || (markedFor.current === customerId && unread === 0)) return;
    markedFor.current = customerId;
    markRead(customerId, { onError: (error) => console.error(`Failed to mark the conversation read: ${error.message}`) });
  }, [customerId, loadedAt, unread, markRead]);
}

/** /customer-conversation/:customerId: the SMS conversation with one customer, live, with the reply box. */
export function ConversationPage() {
  const { customerId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const detail = useQuery(smsConversationQueryOptions(customerId));
  const { missing: noSmsNumber } = useSmsNumber();
  useMarkReadWhileOpen(customerId, detail.isSuccess ? detail.dataUpdatedAt : 0, detail.data?.conversation.unread_count ?? 0);

  const back = (
    <LinkButton to={ROUTES.messages.path} variant="default">
      Back to Messages
    </LinkButton>
  );

  if (detail.isPending) {
    return (
      <Page title="Conversation" actions={back}>
        <LoadingState label="Loading conversation..." />
      </Page>
    );
  }

  if (detail.isError && !detail.data) {
    // Opened by a link: there is no page of this app to go back to, so back to the conversations.
    const goBack = () => void (location.key === 'default' ? navigate(ROUTES.messages.path) : navigate(-1));
    return (
      <Page title="Conversation" actions={back}>
        {isNotFound(detail.error) ? (
          <Alert color="gray" title="Customer not found" role="alert">
            <Button variant="light" onClick={goBack}>
              Go Back
            </Button>
          </Alert>
        ) : (
          <QueryFailureAlert title="Failed to load conversation" query={detail} />
        )}
      </Page>
    );
  }

  const { conversation, customer, messages } = detail.data;
  const phone = customer.phone_number ?? conversation.customer_phone;
  return (
    <Page title={customerLabel(customer.name ?? conversation.customer_name)} actions={back}>
      <Group gap="sm">
        {phone && <Text c="dimmed">{formatPhone(phone)}</Text>}
        <UnreadBadge count={conversation.unread_count} />
        {conversation.opted_out && <OptedOutBadge />}
      </Group>
      <Card withBorder p="xs">
        <MessageThread messages={messages} />
      </Card>
      <Stack gap="xs">
        {noSmsNumber && <NoSmsNumberAlert />}
        {conversation.opted_out && <Alert color="yellow" title="Opted out" role="status">{OPTED_OUT_REASON}</Alert>}
        <BookingSuggestion customerId={customerId} />
        <ReplyBox key={customerId} customerId={customerId} disabledReason={replyBlockedReason(noSmsNumber, conversation.opted_out)} />
      </Stack>
    </Page>
  );
}
