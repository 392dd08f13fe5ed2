import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  EMBEDDED_DATA_DIR: z.string().min(1).optional(),
  REDIS_URL: z.url().optional(),
  JOBS_PREFIX: z.string().regex(/^[a-z0-9_-]{1,40}$/).default('groombook'),
  CORS_ORIGINS: z.string().default(''),
  SERVE_WEB: booleanFromEnv.default(true),
  WEB_ROOT: z.string().min(1).optional(),
  REMOTE_SCHEDULING_URL: z.string().min(1).optional(),
  REMOTE_CUSTOMERS_URL: z.string().min(1).optional(),
  REMOTE_MARKETING_URL: z.string().min(1).optional(),
  REMOTE_ADMIN_URL: z.string().min(1).optional(),
  API_BASE_URL: z.string().default(''),
  RUN_MIGRATIONS: booleanFromEnv.default(true),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  database: { url: string | undefined; poolSize: number; embeddedDataDir: string };
  redisUrl: string | undefined;
  /** Key prefix of the BullMQ queues in Redis (lets several deployments share one Redis). */
  jobsPrefix: string;
  corsOrigins: string[];
  runMigrations: boolean;
  web: {
    serve: boolean;
    root: string;
    apiBaseUrl: string;
    remotes: { scheduling: string; customers: string; marketing: string; admin: string };
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
  const root = findWorkspaceRoot();
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      embeddedDataDir: e.EMBEDDED_DATA_DIR ?? path.join(root, '.data', 'pglite'),
    },
    redisUrl: e.REDIS_URL,
    jobsPrefix: e.JOBS_PREFIX,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    runMigrations: e.RUN_MIGRATIONS,
    web: {
      serve: e.SERVE_WEB,
      root: e.WEB_ROOT ?? root,
      apiBaseUrl: e.API_BASE_URL,
      remotes: {
        scheduling: e.REMOTE_SCHEDULING_URL ?? '/remotes/scheduling/mf-manifest.json',
        customers: e.REMOTE_CUSTOMERS_URL ?? '/remotes/customers/mf-manifest.json',
        marketing: e.REMOTE_MARKETING_URL ?? '/remotes/marketing/mf-manifest.json',
        admin: e.REMOTE_ADMIN_URL ?? '/remotes/admin/mf-manifest.json',
      },
    },
  };
}

/** Nest injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
