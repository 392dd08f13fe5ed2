import { ROUTES } from '@groombook/routes';
import { LinkButton, Stack, Text, Title } from '@groombook/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown for unknown routes and for errors the router catches. */
export function FallbackPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
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
