import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './realtime';

describe('reconnectDelayMs', () => {
  it('waits 1 s, 2 s, 5 s, then 10 s for every further attempt', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelayMs)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});
