import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Semaphore', () => {
  it('runs at most its limit at once, the others in arrival order', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        semaphore.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(i);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(semaphore.queued).toBe(0);
  });

  it('frees the slot of work that fails', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(semaphore.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
