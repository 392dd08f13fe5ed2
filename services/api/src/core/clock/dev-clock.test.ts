import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/app-config';
import { NotFoundError } from '../errors/domain-errors';
import type { TenantDb } from '../tenancy/tenant-db';
import { Clock } from './clock';
import { DevClock } from './dev-clock';

const devClock = (config: Pick<AppConfig, 'devClock' | 'env'>, platform = vi.fn()) =>
  new DevClock(config as AppConfig, { platform } as unknown as TenantDb, new Clock());

describe('DevClock', () => {
  it('is not there without DEV_CLOCK, nor in production: 404, and nothing stored or read', async () => {
    for (const config of [{ devClock: false, env: 'development' }, { devClock: true, env: 'production' }] as const) {
      const platform = vi.fn();
      const clock = devClock(config, platform);
      await expect(clock.moveTo(new Date())).rejects.toBeInstanceOf(NotFoundError);
      expect(() => clock.now()).toThrow(NotFoundError);
      await clock.onApplicationBootstrap();
      expect(platform).not.toHaveBeenCalled();
    }
  });
});
