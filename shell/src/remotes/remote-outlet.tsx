import { useEffect, useState } from 'react';
import type { RemoteName } from '@groombook/contracts/light';
import { Center, Loader, PagePlaceholder } from '@groombook/ui';
import { useLocation } from '@groombook/ui/router';
import { findRemoteArea } from './remote-routes';
import { loadedRemoteApp, loadRemoteApp, type RemoteAppModule } from './remote-loader';
import { RemoteBoundary } from './remote-boundary';
import { FallbackPage } from '../pages/fallback-page';

type RemoteState = { module: RemoteAppModule } | { error: unknown } | null;

/**
 * One attempt at a remote's application: rendered at once when it is loaded already (the shell
 * starts loading the first page's remote at boot), otherwise a loader until it arrives. Not
 * React.lazy: React holds a Suspense boundary's content back for 300 ms after its fallback
 * shows, which would delay the first page, and the data requests it makes, on every visit.
 * A failed load is thrown to the RemoteBoundary around it.
 */
function RemoteModule({ remote, label, retry }: { remote: RemoteName; label: string; retry: boolean }) {
  const [state, setState] = useState<RemoteState>(() => {
    const ready = retry ? undefined : loadedRemoteApp(remote);
    return ready ? { module: ready } : null;
  });
  useEffect(() => {
    if (state) return;
    let wanted = true;
    loadRemoteApp(remote, retry).then(
      (module) => wanted && setState({ module }),
      (error: unknown) => wanted && setState({ error }),
    );
    return () => {
      wanted = false;
    };
  }, [remote, retry, state]);

  if (!state) {
    return (
      <PagePlaceholder>
        <Center py="xl">
          <Loader aria-label={`Loading ${label}`} />
        </Center>
      </PagePlaceholder>
    );
  }
  if ('error' in state) throw state.error;
  const App = state.module.default;
  return <App />;
}

function RemoteApp({ remote, label }: { remote: RemoteName; label: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary label={label} onRetry={() => setAttempt((n) => n + 1)}>
      {/* A new attempt (Retry) starts from scratch, and the loader forgets the failed manifest or entry. */}
      <RemoteModule key={attempt} remote={remote} label={label} retry={attempt > 0} />
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
