import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/app-config';
import { NotFoundError } from '../errors/domain-errors';
import { Clock } from './clock';
import { DevClock } from './dev-clock';
import type { DevClockRepository } from './dev-clock.repository';

const devClock = (config: Pick<AppConfig, 'devClock' | 'env'>, offsets = { replace: vi.fn(), offsetMs: vi.fn() }) =>
  new DevClock(config as AppConfig, offsets as unknown as DevClockRepository, new Clock());

describe('DevClock', () => {
  it('is not there without DEV_CLOCK, nor in production: 404, and nothing stored or read', async () => {
    for (const config of [{ devClock: false, env: 'development' }, { devClock: true, env: 'production' }] as const) {
      const offsets = { replace: vi.fn(), offsetMs: vi.fn() };
      const clock = devClock(config, offsets);
      await expect(clock.moveTo(new Date())).rejects.toBeInstanceOf(NotFoundError);
      expect(() => clock.now()).toThrow(NotFoundError);
      await clock.onApplicationBootstrap();
      expect(offsets.replace).not.toHaveBeenCalled();
      expect(offsets.offsetMs).not.toHaveBeenCalled();
    }
  });
});
