import { runtimeConfigSchema, type RuntimeConfig } from '@groombook/contracts';

/**
 * Fetches the runtime config that says where the API and each remote's manifest live. A plain
 * fetch, so it takes the page's `<link rel="preload">` of the same file; the server sends it with
 * `Cache-Control: no-cache`, so a redeployed config is never read stale.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`Could not load /config.json: ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
