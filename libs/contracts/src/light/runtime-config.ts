import * as z from 'zod/mini';

export const REMOTE_NAMES = ['scheduling', 'customers', 'marketing', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The shell fetches this at start-up (GET /config.json), so the API origin and each
 * remote's entry (remoteEntry.js) can move (another origin, a CDN) without rebuilding the shell, and the
 * sign-in page knows whether to offer Google.
 */
export const runtimeConfigSchema = z.object({
  /** Origin of the API, '' for the same origin as the shell. */
  apiBaseUrl: z.string(),
  remotes: z.object({
    scheduling: z.string().check(z.minLength(1)),
    customers: z.string().check(z.minLength(1)),
    marketing: z.string().check(z.minLength(1)),
    admin: z.string().check(z.minLength(1)),
  }),
  /**
   * Whether the API is configured for Google sign-in (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET):
   * the sign-in page offers Google only then. A config written before it existed means no.
   */
  googleSignIn: z._default(z.boolean(), false),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
