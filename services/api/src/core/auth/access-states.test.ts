import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessStates, type AccessState, type SessionState } from './access-states';

const staff: AccessState = { role: 'staff', companyId: 'c1', tokenVersion: 3, disabled: false, companySuspended: false };

/** A cache without Redis whose loads are counted and answered by hand. */
function counted() {
  const pending: Array<(state: AccessState | null) => void> = [];
  let loads = 0;
  const sessions = new Map<string, SessionState>();
  const states = new AccessStates(
    {
      user: () => {
        loads += 1;
        return new Promise((resolve) => pending.push(resolve));
      },
      company: async (id) => ({ id, name: `Company ${id}` }),
      session: async (id) => sessions.get(id) ?? null,
    },
    null,
  );
  return { states, pending, sessions, loads: () => loads };
}

describe('the access states cache', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('answers from an entry for under a second from its read, then reads again', async () => {
    const { states, pending, loads } = counted();
    const first = states.user('u1');
    pending.shift()?.(staff);
    expect(await first).toEqual(staff);

    vi.advanceTimersByTime(999);
    expect(await states.user('u1')).toEqual(staff);
    expect(loads()).toBe(1);

    vi.advanceTimersByTime(1);
    const again = states.user('u1');
    expect(loads()).toBe(2);
    pending.shift()?.({ ...staff, tokenVersion: 4 });
    expect((await again)?.tokenVersion).toBe(4);
  });

  it('shares one read among concurrent misses of a user', async () => {
    const { states, pending, loads } = counted();
    const answers = Promise.all([states.user('u1'), states.user('u1'), states.user('u1')]);
    expect(loads()).toBe(1);
    pending.shift()?.(staff);
    expect(await answers).toEqual([staff, staff, staff]);
  });

  it('forgets a changed user at once, and keeps nothing a read begun before the change brought back', async () => {
    const { states, pending, loads } = counted();
    const before = states.user('u1');
    await states.changed({ userId: 'u1' });
    // The read began before the change: its caller gets it, the cache does not keep it.
    pending.shift()?.(staff);
    expect(await before).toEqual(staff);

    const after = states.user('u1');
    expect(loads()).toBe(2);
    pending.shift()?.({ ...staff, role: 'admin', tokenVersion: 4 });
    expect(await after).toMatchObject({ role: 'admin', tokenVersion: 4 });
    expect(await states.user('u1')).toMatchObject({ role: 'admin' });
    expect(loads()).toBe(2);
  });

  it("forgets every user of a changed company, and the company, but no one else's", async () => {
    const { states, pending, loads } = counted();
    for (const [id, companyId] of [
      ['u1', 'c1'],
      ['u2', 'c2'],
    ] as const) {
      const read = states.user(id);
      pending.shift()?.({ ...staff, companyId });
      await read;
    }
    await states.company('c1');
    await states.changed({ companyId: 'c1' });

    expect(await states.user('u2')).toMatchObject({ companyId: 'c2' });
    expect(loads()).toBe(2);
    const u1 = states.user('u1');
    expect(loads()).toBe(3);
    pending.shift()?.({ ...staff, companySuspended: true });
    expect(await u1).toMatchObject({ companySuspended: true });
  });
});

describe('whether an access token still grants access', () => {
  const claims = { id: 'u1', email: 'staff@paws.test', role: 'staff' as const, companyId: 'c1', sessionId: 's1', tokenVersion: 3 };

  it("refuses a token whose session was signed out, on the next check after the change, and tells the change's listeners", async () => {
    const { states, pending, sessions } = counted();
    sessions.set('s1', { userId: 'u1', live: true });
    const heard: unknown[] = [];
    states.onChange((change) => heard.push(change));
    const granted = states.current(claims);
    pending.shift()?.(staff);
    expect(await granted).toEqual(staff);

    sessions.set('s1', { userId: 'u1', live: false });
    await states.changed({ sessionId: 's1' });
    expect(heard).toEqual([{ sessionId: 's1' }]);
    expect(await states.current(claims)).toBeNull();
    // Another user's session id, or one no token has, grants nothing either.
    sessions.set('s2', { userId: 'u2', live: true });
    expect(await states.current({ ...claims, sessionId: 's2' })).toBeNull();
    expect(await states.current({ ...claims, sessionId: 'unknown' })).toBeNull();
  });
});
