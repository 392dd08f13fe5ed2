import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { fastEntryConfig, type FastEntryConfig } from './fast-entry-config';
import { smsConfig, type SmsConfig } from './sms-config';
import { mediaConfig, type MediaConfig } from './media-config';
import { envSchema } from './env-schema';
import { JWT_SECRET_HOW_TO, jwtSecretWeakness } from './jwt-secret-strength';

/** The repository root, found from this file (src/core/config) or the bundle (dist/). */
export function findWorkspaceRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const marker = `${path.sep}services${path.sep}api${path.sep}`;
  const index = here.lastIndexOf(marker);
  return index >= 0 ? here.slice(0, index) : process.cwd();
}

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
