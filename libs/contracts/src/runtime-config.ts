import { z } from 'zod';

export const REMOTE_NAMES = ['scheduling', 'customers', 'marketing', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The shell fetches this at start-up (GET /config.json), so the API origin and each
 * remote's manifest can move (another origin, a CDN) without rebuilding the shell.
 */
export const runtimeConfigSchema = z.object({
  /** Origin of the API, '' for the same origin as the shell. */
  apiBaseUrl: z.string(),
  remotes: z.object({
    scheduling: z.string().min(1),
    customers: z.string().min(1),
    marketing: z.string().min(1),
    admin: z.string().min(1),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
