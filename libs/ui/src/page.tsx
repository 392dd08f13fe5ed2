import type { ReactNode } from 'react';
import { Container, Group, Stack, Title } from '@mantine/core';

export interface PageProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A page body with its title and optional actions on the right. */
export function Page({ title, actions, children }: PageProps) {
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
