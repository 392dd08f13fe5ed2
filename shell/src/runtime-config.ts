import { createContext, useContext } from 'react';
import { runtimeConfigSchema, type RuntimeConfig } from '@groombook/contracts/light';

/**
 * Fetches the runtime config that says where the API and each remote's remoteEntry.js live. A plain
 * fetch, so it takes the page's `<link rel="preload">` of the same file; the server sends it with
 * `Cache-Control: no-cache`, so a redeployed config is never read stale.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`Could not load /config.json: ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

/** The runtime config the shell started with, for the pages that follow it (the sign-in page's Google button). */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs the RuntimeConfigContext the shell provides');
  return config;
}
