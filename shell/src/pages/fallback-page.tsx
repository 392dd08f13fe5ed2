import { ROUTES } from '@groombook/routes';
import { LinkButton, Stack, Text, Title } from '@groombook/ui';

export interface FallbackPageProps {
  /** What went wrong, when the page replaces one that failed (PageErrorBoundary). */
  error?: unknown;
}

/** Shown for unknown routes and for errors a page throws while rendering. */
export function FallbackPage({ error }: FallbackPageProps) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1} size="h2">
        Unexpected Application Error!
      </Title>
      <Text c="dimmed">{detail ?? 'This page does not exist.'}</Text>
      <LinkButton to={ROUTES.home.path}>
        Go to the dashboard
      </LinkButton>
    </Stack>
  );
}
