import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config';

/** A key as docs/operations.md makes one (`openssl rand -base64 48`). */
const STRONG_SECRET = randomBytes(48).toString('base64');

describe('loadConfig', () => {
  it('defaults to port 3000, embedded Postgres, in-process jobs and same-origin remotes', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.embeddedDataDir).toMatch(/\.data[/\\]pglite$/);
    expect(config.redisUrl).toBeUndefined();
    expect(config.web.remotes.customers).toBe('/remotes/customers/remoteEntry.js');
  });

  it('reads real services, CORS origins and remote overrides', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      REMOTE_ADMIN_URL: 'https://cdn.example/admin/remoteEntry.js',
      SERVE_WEB: 'false',
    });
    expect(config.database.url).toBe('postgres://u@db:5432/app');
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.web.remotes.admin).toBe('https://cdn.example/admin/remoteEntry.js');
    expect(config.web.serve).toBe(false);
  });

  it('stops with one line naming each bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ SERVE_WEB: 'maybe' })).toThrow(/SERVE_WEB/);
  });

  it('listens on this machine only unless HOST opens it, and trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('keeps mail in the development mailbox, sends it with SMTP_URL, and turns it off in production without SMTP_URL', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://salon.example' };
    expect(loadConfig({}).mail.mode).toBe('dev-mailbox');
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' }).mail.mode).toBe('smtp');
    expect(loadConfig(production).mail.mode).toBe('off');
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail:25' }).mail.mode).toBe('smtp');
  });

  it('refuses the development clock in production, and keeps it off by default', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://salon.example' };
    expect(() => loadConfig({ ...production, DEV_CLOCK: 'true' })).toThrow(/^Invalid configuration: DEV_CLOCK: /);
    expect(loadConfig({ ...production }).devClock).toBe(false);
    expect(loadConfig({ DEV_CLOCK: 'true' }).devClock).toBe(true);
  });

  it('refuses demo sign-ins in production, and a first super admin who could not be emailed', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://salon.example' };
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/^Invalid configuration: SEED_DEMO: /);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, INITIAL_SUPERADMIN_EMAIL: 'owner@example.test' })).toThrow(/INITIAL_SUPERADMIN_EMAIL: needs SMTP_URL/);
    expect(
      loadConfig({ ...production, INITIAL_SUPERADMIN_EMAIL: 'Owner@Example.test', SMTP_URL: 'smtp://mail:25' }).auth.initialSuperadminEmail,
    ).toBe('owner@example.test');
  });

  it('refuses a production JWT_SECRET that is short of 32 random bytes or repeats itself, with one line saying how to make one', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://salon.example' };
    const weak = [
      'a'.repeat(32),
      'a'.repeat(200),
      'x'.repeat(32),
      randomBytes(31).toString('hex'),
      randomBytes(31).toString('base64'),
      '0123456789abcdef'.repeat(4),
      'correct-horse-battery-staple-4ever',
      `${randomBytes(40).toString('base64')}aaaaaaaa`,
      'abcdefghijk'.repeat(8),
    ];
    for (const secret of weak) {
      let refusal: unknown;
      try {
        loadConfig({ ...production, JWT_SECRET: secret });
      } catch (error) {
        refusal = error;
      }
      expect(refusal, secret).toBeInstanceOf(ConfigError);
      const message = (refusal as Error).message;
      expect(message, secret).toMatch(/^Invalid configuration: JWT_SECRET: too weak for production, it .+; make one with `openssl rand -base64 48`$/);
      expect(message.split('\n'), secret).toHaveLength(1);
      expect(message, secret).not.toContain(secret);
    }
    for (const secret of [STRONG_SECRET, randomBytes(32).toString('hex'), randomBytes(32).toString('base64url')]) {
      expect(loadConfig({ ...production, JWT_SECRET: secret }).auth.jwtSecret, secret).toBe(secret);
    }
    // Elsewhere any key of 32 characters still starts: development keeps its generated one.
    expect(loadConfig({ JWT_SECRET: 'a'.repeat(32) }).auth.jwtSecret).toBe('a'.repeat(32));
  });
});
