import { Text } from '@mantine/core';

export function ConversationsTab() {
  return <Text c="dimmed">Not built yet.</Text>;
}
