import { runtimeConfigSchema, type RuntimeConfig } from '@groombook/contracts';

/** Fetches the runtime config that says where the API and each remote's manifest live. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json: ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
