import { z } from 'zod';

/** The language model Fast Appointment Entry may use; without it, the built-in reader alone. */
export interface FastEntryModelSettings {
  /** Authenticates our calls: never logged. */
  apiKey: string;
  /** The provider's address (a local server in tests); null for the provider's own. */
  baseUrl: string | null;
  model: string;
  /** How long one call may take before the built-in reader answers instead. */
  timeoutMs: number;
}

export interface FastEntryConfig {
  model: FastEntryModelSettings | null;
  /** Sentences one user may have read in a minute: each may cost a model call, and each reads the company's names. */
  readingsPerMinute: number;
}

/** The Fast Appointment Entry settings of the environment (merged into the API's one schema). */
export const fastEntryEnvShape = {
  ANTHROPIC_API_KEY: z.string().min(8, 'must be the API key').optional(),
  ANTHROPIC_BASE_URL: z.url().optional(),
  FAST_ENTRY_MODEL: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9.:_-]{0,99}$/, 'must be a model name, such as claude-haiku-4-5')
    .default('claude-haiku-4-5'),
  FAST_ENTRY_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  FAST_ENTRY_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
};

type FastEntryEnv = z.infer<z.ZodObject<typeof fastEntryEnvShape>>;

export function fastEntryConfig(e: FastEntryEnv): FastEntryConfig {
  const readingsPerMinute = e.FAST_ENTRY_RATE_LIMIT;
  if (!e.ANTHROPIC_API_KEY) return { model: null, readingsPerMinute };
  return {
    readingsPerMinute,
    model: {
      apiKey: e.ANTHROPIC_API_KEY,
      baseUrl: e.ANTHROPIC_BASE_URL ?? null,
      model: e.FAST_ENTRY_MODEL,
      timeoutMs: e.FAST_ENTRY_MODEL_TIMEOUT_MS,
    },
  };
}
