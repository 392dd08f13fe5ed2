import type { ReactNode } from 'react';
import { Container, Group, Stack, Title } from '@mantine/core';

export interface PageProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  /**
   * The title stands in for the page's own while it loads (PagePlaceholder): drawn the same, but
   * hidden from assistive technology, which hears what is loading instead, and then the page's own heading.
   */
  placeholder?: boolean;
}

/** A page body with its title and optional actions on the right. */
export function Page({ title, actions, children, placeholder = false }: PageProps) {
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2" aria-hidden={placeholder || undefined}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
