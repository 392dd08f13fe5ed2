import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteName } from '@groombook/contracts';
import { Center, Loader } from '@groombook/ui';
import { useLocation } from '@groombook/ui/router';
import { findRemoteArea } from './remote-routes';
import { loadRemoteApp } from './remote-loader';
import { RemoteBoundary } from './remote-boundary';
import { FallbackPage } from '../pages/fallback-page';

function RemoteApp({ remote, label }: { remote: RemoteName; label: string }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a failed load forever.
  const LazyApp = useMemo(() => lazy(() => loadRemoteApp(remote, attempt > 0)), [remote, attempt]);
  return (
    <RemoteBoundary label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={`Loading ${label}`} />
          </Center>
        }
      >
        <LazyApp />
      </Suspense>
    </RemoteBoundary>
  );
}

/** Renders the remote that owns the current path, or the fallback page for an unknown path. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const match = findRemoteArea(pathname);
  if (!match) return <FallbackPage />;
  return <RemoteApp key={match.area.remote} remote={match.area.remote} label={match.area.label} />;
}
