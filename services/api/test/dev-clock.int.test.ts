import { describe, expect, it } from 'vitest';
import { devClockResponseSchema } from '@groombook/contracts';
import { useTestApi } from './support/api-fixture';
import { call } from './support/identity';
import { clockOf } from './support/sms';

describe('the development clock (DEV_CLOCK=true)', () => {
  const t = useTestApi({ DEV_CLOCK: 'true' });

  it("moves this process's clock at once and stores the offset every process reads", async () => {
    const at = new Date(Date.now() + 3 * 24 * 3600_000);
    const moved = await call(t.api.url, 'PUT', '/api/dev/clock', { body: { at: at.toISOString() } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const now = new Date(devClockResponseSchema.parse(moved.body).data.now).getTime();
    expect(Math.abs(now - at.getTime())).toBeLessThan(5_000);
    expect(Math.abs(clockOf(t).now().getTime() - at.getTime())).toBeLessThan(5_000);
    const [row] = (await t.arrange.query<{ offset_ms: string }>('SELECT offset_ms FROM dev_clock')).rows;
    expect(Math.abs(Number(row!.offset_ms) - 3 * 24 * 3600_000)).toBeLessThan(5_000);

    // Another process's move (the row changed under it) reaches this one within a poll.
    await t.arrange.query('UPDATE dev_clock SET offset_ms = 0');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(Math.abs(clockOf(t).now().getTime() - Date.now())).toBeLessThan(5_000);
    const read = await call(t.api.url, 'GET', '/api/dev/clock');
    expect(read.status).toBe(200);
  });

  it('refuses a time that is not an ISO date and time', async () => {
    const refused = await call(t.api.url, 'PUT', '/api/dev/clock', { body: { at: 'tomorrow' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('at must be an ISO date and time');
  });
});
