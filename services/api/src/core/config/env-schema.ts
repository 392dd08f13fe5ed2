import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { fastEntryEnvShape } from './fast-entry-config';
import { mediaEnvShape } from './media-config';
import { smsEnvShape } from './sms-config';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * The environment the API reads, each variable with its type, bounds and default: what
 * `loadConfig` (app-config.ts) checks once at start-up and turns into the AppConfig.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Only this machine can reach a default start; a salon's network is opened with HOST=0.0.0.0.
  HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: z.string().default(''),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  EMBEDDED_DATA_DIR: z.string().min(1).optional(),
  REDIS_URL: z.url().optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[a-z0-9_-]{1,40}$/).default('groombook'),
  CORS_ORIGINS: z.string().default(''),
  SERVE_WEB: booleanFromEnv.default(true),
  WEB_ROOT: z.string().min(1).optional(),
  REMOTE_SCHEDULING_URL: z.string().min(1).optional(),
  REMOTE_CUSTOMERS_URL: z.string().min(1).optional(),
  REMOTE_MARKETING_URL: z.string().min(1).optional(),
  REMOTE_ADMIN_URL: z.string().min(1).optional(),
  REMOTES_CONFIG_FILE: z.string().min(1).optional(),
  REMOTE_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).refine((url) => new URL(url).origin === url.replace(/\/$/, ''), 'must be an origin (scheme, host, port)'))),
  API_BASE_URL: z.string().default(''),
  RUN_MIGRATIONS: booleanFromEnv.default(true),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('GroomBook <no-reply@groombook.local>'),
  GOOGLE_OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  INITIAL_SUPERADMIN_EMAIL: z.email('must be an email address').optional(),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  SIGN_IN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(50),
  SIGN_IN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
  MAIL_RECIPIENT_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(5),
  // A hash takes 64 MiB and keeps the cores it gets busy for tens of milliseconds: one at a time per two cores leaves the rest to everyone else.
  PASSWORD_HASHING_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => Math.max(1, Math.floor(availableParallelism() / 2))),
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(5),
  FORGOT_PASSWORD_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(5),
  DEFAULT_PHONE_REGION: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code').default('US'),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  SMS_OPT_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(10),
  SMS_OPT_IN_NUMBER_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(5),
  BOOKING_REQUEST_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(10),
  BOOKING_REQUEST_PHONE_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(5),
  PUBLIC_BOOKING_READ_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  ...smsEnvShape,
  ...fastEntryEnvShape,
  ...mediaEnvShape,
  // At most 30: browsers count a connection dead after 40 s without a heartbeat.
  // Development and e2e only: a clock every process shares and PUT /api/dev/clock moves; refused in production.
  DEV_CLOCK: booleanFromEnv.default(false),
  REALTIME_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(30).default(30),
});
