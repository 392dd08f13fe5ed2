import { Text } from '@mantine/core';

export function ManageGroupsTab() {
  return <Text c="dimmed">Not built yet.</Text>;
}
