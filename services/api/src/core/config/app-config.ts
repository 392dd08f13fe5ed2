import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { fastEntryConfig, fastEntryEnvShape, type FastEntryConfig } from './fast-entry-config';
import { smsConfig, smsEnvShape, type SmsConfig } from './sms-config';
import { mediaConfig, mediaEnvShape, type MediaConfig } from './media-config';
import { JWT_SECRET_HOW_TO, jwtSecretWeakness } from './jwt-secret-strength';

/** The repository root, found from this file (src/core/config) or the bundle (dist/). */
export function findWorkspaceRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const marker = `${path.sep}services${path.sep}api${path.sep}`;
  const index = here.lastIndexOf(marker);
  return index >= 0 ? here.slice(0, index) : process.cwd();
}

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
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

/** How outgoing mail leaves: over SMTP, into the development mailbox, or not at all (production without SMTP_URL). */
export type MailMode = 'smtp' | 'dev-mailbox' | 'off';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  /** DEV_CLOCK=true (never in production): every process's Clock follows the offset PUT /api/dev/clock stores. */
  devClock: boolean;
  host: string;
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`: addresses, subnets
   * or 'loopback'); false when none is named, so the client address is the socket's.
   */
  trustProxy: string[] | false;
  port: number;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  database: {
    url: string | undefined;
    poolSize: number;
    /** The longest one statement may run before Postgres cancels it (Postgres only). */
    statementTimeoutMs: number;
    /** The longest a request waits to connect, or for a free connection of the pool (Postgres only). */
    connectTimeoutMs: number;
    embeddedDataDir: string;
  };
  redisUrl: string | undefined;
  /** Prefix of every Redis key: queues and rate-limit counters (lets several deployments share one Redis). */
  redisKeyPrefix: string;
  corsOrigins: string[];
  runMigrations: boolean;
  auth: {
    /** HMAC key of the access tokens; generated and kept in .data/ outside production when unset. */
    jwtSecret: string | undefined;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    google: { issuer: string; clientId: string; clientSecret: string } | null;
    rateLimits: {
      /** Failed sign-ins per address and email in a window. */
      signIn: number;
      /** Failed sign-ins per email from all addresses in an hour, from browsers without the account's device cookie. */
      signInPerAccount: number;
      /** Failed sign-ins per client address (an IPv6 /64), whatever the emails, in a window. */
      signInPerAddress: number;
      /** Sign-ups per address in a window. */
      signUp: number;
      forgotPassword: number;
      windowSeconds: number;
    };
    /** Password hashes (argon2) computed at once; the others wait their turn. */
    passwordHashingConcurrency: number;
    /** Production's first super admin: created without a password, who sets one through an emailed link. */
    initialSuperadminEmail: string | undefined;
  };
  /** `perRecipientPerHour`: mails to one address in an hour, whichever route sends them (sign-up, reset, invitation). */
  mail: { mode: MailMode; smtpUrl: string | undefined; from: string; perRecipientPerHour: number };
  /** Country assumed for phone numbers typed without one (for E.164). */
  defaultPhoneRegion: string;
  /** Text messages: Twilio, the development simulator, or off (production without Twilio). */
  sms: SmsConfig;
  /** Photos: where they are kept and the key of their links. */
  media: MediaConfig;
  /** Fast Appointment Entry: the language model it may use (null: the built-in reader alone). */
  fastEntry: FastEntryConfig;
  /** The public opt-in (POST /api/sms-opt-in): opt-ins an hour per client address and per phone number. */
  smsOptInRateLimits: { perAddress: number; perNumber: number };
  /** The public booking requests (POST /api/booking-requests): requests an hour per client address and per phone number. */
  bookingRequestRateLimits: { perAddress: number; perNumber: number };
  /** The booking page's menu and free times (GET /api/public/...), per client address per minute. */
  publicBookingReadRateLimit: number;
  /** GET /api/events: seconds between heartbeats on each browser's event stream. */
  realtime: { heartbeatSeconds: number };
  /** Seed a demo company with sign-ins on an empty database (default: on for embedded Postgres). */
  seedDemo: boolean;
  dataDir: string;
  web: {
    serve: boolean;
    root: string;
    apiBaseUrl: string;
    remotes: { scheduling: string; customers: string; marketing: string; admin: string };
    /**
     * A JSON file naming remotes' remoteEntry.js URLs (`{ "customers": "https://cdn.example/customers/1.4.0/remoteEntry.js" }`),
     * read again whenever it changes: its entries win over `remotes`, so a remote is released or
     * rolled back by rewriting it, without a restart or a new shell.
     */
    remotesFile: string | undefined;
    /**
     * Further origins remotes may load from (the CDN that releases go to), besides those of
     * `remotes`: the pages' Content-Security-Policy allows them, and REMOTES_CONFIG_FILE may
     * point at no other.
     */
    remoteOrigins: string[];
  };
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad setting stops start-up with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(`Invalid configuration: JWT_SECRET: required in production (${JWT_SECRET_HOW_TO})`);
  }
  const weakness = e.NODE_ENV === 'production' && e.JWT_SECRET ? jwtSecretWeakness(e.JWT_SECRET) : null;
  if (weakness) throw new ConfigError(`Invalid configuration: JWT_SECRET: too weak for production, it ${weakness}; ${JWT_SECRET_HOW_TO}`);
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration: PUBLIC_URL: required in production (the address emailed links point to)');
  }
  if (e.NODE_ENV === 'production' && e.SEED_DEMO) {
    throw new ConfigError(
      'Invalid configuration: SEED_DEMO: demo data with known sign-ins is refused in production; use INITIAL_SUPERADMIN_EMAIL for the first super admin',
    );
  }
  if (e.NODE_ENV === 'production' && e.INITIAL_SUPERADMIN_EMAIL && !e.SMTP_URL) {
    throw new ConfigError('Invalid configuration: INITIAL_SUPERADMIN_EMAIL: needs SMTP_URL in production to email the set-password link');
  }
  if (e.NODE_ENV === 'production' && e.DEV_CLOCK) {
    throw new ConfigError('Invalid configuration: DEV_CLOCK: a clock that can be moved is refused in production');
  }
  const sms = smsConfig(e);
  if (typeof sms === 'string') throw new ConfigError(`Invalid configuration: ${sms}`);
  const root = findWorkspaceRoot();
  const media = mediaConfig(e, path.join(root, '.data'));
  if (typeof media === 'string') throw new ConfigError(`Invalid configuration: ${media}`);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      embeddedDataDir: e.EMBEDDED_DATA_DIR ?? path.join(root, '.data', 'pglite'),
    },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    runMigrations: e.RUN_MIGRATIONS,
    auth: {
      jwtSecret: e.JWT_SECRET,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { issuer: e.GOOGLE_OIDC_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : null,
      rateLimits: {
        signIn: e.SIGN_IN_RATE_LIMIT,
        signInPerAccount: e.SIGN_IN_ACCOUNT_RATE_LIMIT,
        signInPerAddress: e.SIGN_IN_ADDRESS_RATE_LIMIT,
        signUp: e.SIGN_UP_RATE_LIMIT,
        forgotPassword: e.FORGOT_PASSWORD_RATE_LIMIT,
        windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      },
      passwordHashingConcurrency: e.PASSWORD_HASHING_CONCURRENCY,
      initialSuperadminEmail: e.INITIAL_SUPERADMIN_EMAIL?.toLowerCase(),
    },
    mail: {
      mode: e.SMTP_URL ? 'smtp' : e.NODE_ENV === 'production' ? 'off' : 'dev-mailbox',
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      perRecipientPerHour: e.MAIL_RECIPIENT_RATE_LIMIT,
    },
    defaultPhoneRegion: e.DEFAULT_PHONE_REGION,
    sms,
    media,
    fastEntry: fastEntryConfig(e),
    smsOptInRateLimits: { perAddress: e.SMS_OPT_IN_RATE_LIMIT, perNumber: e.SMS_OPT_IN_NUMBER_RATE_LIMIT },
    bookingRequestRateLimits: { perAddress: e.BOOKING_REQUEST_RATE_LIMIT, perNumber: e.BOOKING_REQUEST_PHONE_RATE_LIMIT },
    publicBookingReadRateLimit: e.PUBLIC_BOOKING_READ_RATE_LIMIT,
    realtime: { heartbeatSeconds: e.REALTIME_HEARTBEAT_SECONDS },
    devClock: e.DEV_CLOCK,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    dataDir: path.join(root, '.data'),
    web: {
      serve: e.SERVE_WEB,
      root: e.WEB_ROOT ?? root,
      apiBaseUrl: e.API_BASE_URL,
      remotes: {
        scheduling: e.REMOTE_SCHEDULING_URL ?? '/remotes/scheduling/remoteEntry.js',
        customers: e.REMOTE_CUSTOMERS_URL ?? '/remotes/customers/remoteEntry.js',
        marketing: e.REMOTE_MARKETING_URL ?? '/remotes/marketing/remoteEntry.js',
        admin: e.REMOTE_ADMIN_URL ?? '/remotes/admin/remoteEntry.js',
      },
      remotesFile: e.REMOTES_CONFIG_FILE ? path.resolve(e.REMOTES_CONFIG_FILE) : undefined,
      remoteOrigins: e.REMOTE_ORIGINS.map((url) => new URL(url).origin),
    },
  };
}

/** TRUST_PROXY: a comma-separated list for Fastify's trustProxy ('loopback', '10.0.0.0/8', an address); empty trusts none. */
function parseTrustProxy(value: string): string[] | false {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? entries : false;
}

/** Nest injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
