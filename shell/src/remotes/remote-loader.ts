import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@groombook/contracts/light';
import { findRemoteArea } from './remote-routes';

let entries: RuntimeConfig['remotes'] | null = null;
const loaded = new Map<RemoteName, RemoteAppModule>();
/** Loads on their way (the boot's preload, then the outlet's): the outlet waits for the preload rather than starting another. */
const loading = new Map<RemoteName, Promise<RemoteAppModule>>();

const MANIFEST_FILE = /\/mf-manifest\.json(?=$|[?#])/;

/**
 * The remote's remoteEntry.js, which the runtime loads as a script. A URL naming the release's
 * mf-manifest.json (how remotes were configured before) is read as the remoteEntry.js beside it:
 * the build writes both into one folder.
 */
export function remoteEntryUrl(url: string): string {
  return url.replace(MANIFEST_FILE, '/remoteEntry.js');
}

/** Tells the federation runtime where each remote's remoteEntry.js lives. */
export function registerRemoteEntries(config: RuntimeConfig['remotes']): void {
  const names = Object.keys(config) as RemoteName[];
  const resolved = Object.fromEntries(names.map((name) => [name, remoteEntryUrl(config[name])])) as RuntimeConfig['remotes'];
  entries = resolved;
  registerRemotes(names.map((name) => ({ name, entry: resolved[name] })));
}

export interface RemoteAppModule {
  default: ComponentType;
}

/**
 * Loads a remote's route tree; a load already on its way is shared. On a retry the remote is
 * registered again with `force`, so the runtime forgets a failed entry and fetches it anew.
 */
export function loadRemoteApp(name: RemoteName, retry: boolean): Promise<RemoteAppModule> {
  const pending = retry ? undefined : loading.get(name);
  if (pending) return pending;
  const load = fetchRemoteApp(name, retry).finally(() => loading.delete(name));
  loading.set(name, load);
  return load;
}

async function fetchRemoteApp(name: RemoteName, retry: boolean): Promise<RemoteAppModule> {
  if (!entries) throw new Error('Remote entries are not registered');
  if (retry) registerRemotes([{ name, entry: entries[name] }], { force: true });
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`The ${name} remote did not provide its application`);
  }
  loaded.set(name, module);
  return module;
}

/** The remote's application if it has been loaded already (by the preload, or an earlier visit). */
export function loadedRemoteApp(name: RemoteName): RemoteAppModule | undefined {
  return loaded.get(name);
}

/**
 * Starts loading the remote that owns `pathname` at once, while the session is still being
 * restored, instead of after: on a first visit to /appointments the scheduling remote's
 * entry and chunks download beside the refresh and GET /api/me. The outlet's own
 * load then waits for this one. A failure here is left to the outlet, which shows it with its
 * Retry button.
 */
export function preloadRemoteFor(pathname: string): void {
  const match = findRemoteArea(pathname);
  if (match) loadRemoteApp(match.area.remote, false).catch(() => undefined);
}
