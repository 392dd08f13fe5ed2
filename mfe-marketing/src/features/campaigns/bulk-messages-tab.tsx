import { Text } from '@mantine/core';

export function BulkMessagesTab() {
  return <Text c="dimmed">Not built yet.</Text>;
}
