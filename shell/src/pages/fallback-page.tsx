import { useSession } from '@groombook/auth';
import { ROUTES } from '@groombook/routes';
import { LinkButton, Stack, Text, Title } from '@groombook/ui';

export interface FallbackPageProps {
  /** What went wrong, when the page replaces one that failed (PageErrorBoundary). */
  error?: unknown;
}

/**
 * Shown for unknown addresses and for errors a page throws while rendering: the product's fallback heading,
 * what happened in plain words, and the way back (Home, or Login when signed out).
 */
export function FallbackPage({ error }: FallbackPageProps) {
  const signedIn = useSession((s) => s.status === 'signedIn');
  const detail = error instanceof Error && error.message.trim() !== '' ? error.message : null;
  const failed = error !== undefined;
  return (
    <Stack align="center" py="xl" gap="sm" ta="center">
      <Title order={1} size="h2">
        Unexpected Application Error!
      </Title>
      <Text>
        {failed
          ? 'Something went wrong while showing this page. Try again, or start again from the link below.'
          : 'There is no page at this address. The link may be mistyped, or the page may have moved.'}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
      {signedIn ? (
        <LinkButton to={ROUTES.home.path}>Go to Home</LinkButton>
      ) : (
        <LinkButton to={ROUTES.login.path}>Go to Login</LinkButton>
      )}
    </Stack>
  );
}
