import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_RETRY_MS, registerUntilQueued } from './register-until-queued';

describe('registerUntilQueued', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again every 5 s until the queue answers, telling of each miss, then stops asking', async () => {
    const register = vi.fn().mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('still down')).mockResolvedValue(undefined);
    const misses: unknown[] = [];
    registerUntilQueued(register, (error) => misses.push(error));
    await vi.advanceTimersByTimeAsync(0);
    expect(register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REGISTER_RETRY_MS);
    expect(register).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REGISTER_RETRY_MS * 3);
    expect(register).toHaveBeenCalledTimes(3);
    expect(misses.map((error) => (error as Error).message)).toEqual(['down', 'still down']);
  });

  it('asks no more once stopped', async () => {
    const register = vi.fn().mockRejectedValue(new Error('down'));
    const stop = registerUntilQueued(register, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(REGISTER_RETRY_MS * 5);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
