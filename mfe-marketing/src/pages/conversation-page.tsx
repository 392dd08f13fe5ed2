import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function ConversationPage() {
  return (
    <Page title="Conversation">
      <Text c="dimmed">The SMS conversation with one customer.</Text>
    </Page>
  );
}
