import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@groombook/api-client';
import '@groombook/ui/styles.css';
import { loadRuntimeConfig } from './runtime-config';
import { preloadRemoteFor, registerRemoteEntries } from './remotes/remote-loader';
import { startAuth } from './auth/start-auth';
import { wasSignedIn } from './auth/session-hint';
import { App } from './app';
import { preloadShellPage } from './pages/shell-page-loads';
import { loadLiveUpdates } from './layout/shell-layout';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadRuntimeConfig();
    configureApiClient({ baseUrl: config.apiBaseUrl });
    registerRemoteEntries(config.remotes);
    const preload = () => {
      preloadRemoteFor(window.location.pathname);
      preloadShellPage(window.location.pathname);
      void loadLiveUpdates();
    };
    // Runs for the life of the page, so its stop function is not kept. Once the refresh cookie gives a
    // session, the page's code (its remote's, or the shell's own page) and the live updates' load beside GET /api/me.
    startAuth(window.location.search, preload);
    // Someone signed in here before: their page's code loads beside the whole restore. Anyone else
    // may be on their way to the sign-in page, which needs none of it.
    if (wasSignedIn()) preload();
    root.render(<App config={config} />);
  } catch (error) {
    console.error(error);
    root.render(
      <p role="alert" style={{ fontFamily: 'system-ui', padding: 24 }}>
        The application could not start: its configuration did not load. Reload the page to try again.
      </p>,
    );
  }
}

void start();
