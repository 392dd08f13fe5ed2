import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@groombook/api-client';
import '@groombook/ui/styles.css';
import { loadRuntimeConfig } from './runtime-config';
import { preloadRemoteFor, registerRemoteManifests } from './remotes/remote-loader';
import { startAuth } from './auth/start-auth';
import { wasSignedIn } from './auth/session-hint';
import { App } from './app';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadRuntimeConfig();
    configureApiClient({ baseUrl: config.apiBaseUrl });
    // Runs for the life of the page, so its stop function is not kept.
    startAuth(window.location.search);
    registerRemoteManifests(config.remotes);
    // Someone signed in here before: their page's remote loads beside the session's restore. Anyone
    // else is on their way to the sign-in page, which needs no remote (the outlet loads it once let in).
    if (wasSignedIn()) preloadRemoteFor(window.location.pathname);
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
