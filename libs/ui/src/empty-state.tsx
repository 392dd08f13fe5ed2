import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** An empty list's message. Its title is the level below the page's: the heading levels never skip one. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <Title order={2} size="h3">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" ta="center">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
