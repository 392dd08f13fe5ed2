import type { ReactNode } from 'react';
import { useSession } from '@groombook/auth';
import { Center, Loader, Stack, Text } from '@groombook/ui';
import { Navigate, useLocation } from '@groombook/ui/router';
import { decideRouteAccess } from './route-access';

/** Shows the page, 'Verifying authentication...', or sends the user where the decision says. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const { pathname, search } = useLocation();
  const decision = decideRouteAccess({ status, role, pathname, search });

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'loading') {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text role="status">Verifying authentication...</Text>
        </Stack>
      </Center>
    );
  }
  return children;
}
