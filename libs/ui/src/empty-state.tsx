import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <Title order={3}>{title}</Title>
      {description && (
        <Text c="dimmed" ta="center">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
