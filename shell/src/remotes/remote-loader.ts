import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@groombook/contracts';

let manifests: RuntimeConfig['remotes'] | null = null;

function remoteList(config: RuntimeConfig['remotes']) {
  return (Object.keys(config) as RemoteName[]).map((name) => ({ name, entry: config[name] }));
}

/** Tells the federation runtime where each remote's mf-manifest.json lives. */
export function registerRemoteManifests(config: RuntimeConfig['remotes']): void {
  manifests = config;
  registerRemotes(remoteList(config));
}

export interface RemoteAppModule {
  default: ComponentType;
}

/**
 * Loads a remote's route tree. On a retry the remote is registered again with `force`,
 * so the runtime forgets a failed manifest or entry and fetches it anew.
 */
export async function loadRemoteApp(name: RemoteName, retry: boolean): Promise<RemoteAppModule> {
  if (!manifests) throw new Error('Remote manifests are not registered');
  if (retry) registerRemotes([{ name, entry: manifests[name] }], { force: true });
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`The ${name} remote did not provide its application`);
  }
  return module;
}
