import { Page } from '@groombook/ui';
import { ConversationsTab } from '../features/conversations/conversations-tab';
import { SendingNumber } from '../features/sms-number/sending-number';
import { ROUTES } from '@groombook/routes';

/**
 * /messages, for staff and admins: the number texts go out from, then the customers'
 * conversations, searchable and live (unread counts change as texts arrive); each opens its
 * conversation page, where it is read and answered.
 */
export function MessagesPage() {
  return (
    <Page title={ROUTES.messages.title}>
      <SendingNumber />
      <ConversationsTab />
    </Page>
  );
}
