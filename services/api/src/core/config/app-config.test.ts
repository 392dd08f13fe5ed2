import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('defaults to port 3000, embedded Postgres, in-process jobs and same-origin remotes', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.embeddedDataDir).toMatch(/\.data[/\\]pglite$/);
    expect(config.redisUrl).toBeUndefined();
    expect(config.web.remotes.customers).toBe('/remotes/customers/mf-manifest.json');
  });

  it('reads real services, CORS origins and remote overrides', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      REMOTE_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json',
      SERVE_WEB: 'false',
    });
    expect(config.database.url).toBe('postgres://u@db:5432/app');
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.web.remotes.admin).toBe('https://cdn.example/admin/mf-manifest.json');
    expect(config.web.serve).toBe(false);
  });

  it('stops with one line naming each bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ SERVE_WEB: 'maybe' })).toThrow(/SERVE_WEB/);
  });
});
