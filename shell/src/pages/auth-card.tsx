import type { ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@groombook/ui';

/** The narrow centred card of the sign-in, forgotten-password and reset-password pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
