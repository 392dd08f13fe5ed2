import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { sessionStore, type Session } from '@groombook/auth';
import { clearCacheOnSessionChange } from './cache-follows-session';

const session = (userId: string): Session => ({
  accessToken: `access-${userId}`,
  expiresAt: 1_800_000_000_000,
  user: { id: userId, email: `${userId}@example.test`, createdAt: '2026-01-01T00:00:00Z' },
});

let stops: Array<() => void> = [];

/** A query cache following the session (stopped after the test), with a way to fill it and to list what it holds. */
function cacheFollowingSession() {
  const client = new QueryClient();
  stops.push(clearCacheOnSessionChange(client));
  const cache = (key: string) => client.setQueryData([key], key);
  const cached = () => client.getQueryCache().getAll().map((query) => String(query.queryKey[0])).sort();
  return { cache, cached };
}
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  sessionStore.setState(sessionStore.getInitialState(), true);
});

describe('the query cache, following the session', () => {
  it("keeps what the signed-out page fetched when the page's first restore signs someone in", () => {
    const { cache, cached } = cacheFollowingSession();
    cache('email-confirmation');
    sessionStore.getState().signIn(session('u1'), { role: 'staff', companyId: 'c1' });
    expect(cached()).toEqual(['email-confirmation']);
  });

  it("drops a user's answers when someone else signs in, and keeps them when the same user does again", () => {
    const { cache, cached } = cacheFollowingSession();
    sessionStore.getState().signIn(session('u1'), { role: 'staff', companyId: 'c1' });
    cache('u1-customers');
    // Another tab signed in as the same user: the tab restores, and the same user's answers stay.
    sessionStore.getState().beginRestore();
    sessionStore.getState().signIn(session('u1'), { role: 'staff', companyId: 'c1' });
    expect(cached()).toEqual(['u1-customers']);
    // Another tab signed in as someone else.
    sessionStore.getState().beginRestore();
    sessionStore.getState().signIn(session('u2'), { role: 'admin', companyId: 'c2' });
    expect(cached()).toEqual([]);
  });

  it('drops everything on a sign-out, and nothing needs dropping at the next sign-in', () => {
    const { cache, cached } = cacheFollowingSession();
    sessionStore.getState().signIn(session('u1'), { role: 'staff', companyId: 'c1' });
    cache('u1-customers');
    sessionStore.getState().signOut();
    expect(cached()).toEqual([]);
    cache('forgot-password');
    sessionStore.getState().signIn(session('u2'), { role: 'staff', companyId: 'c2' });
    expect(cached()).toEqual(['forgot-password']);
  });

  it("drops a user's answers when a restore after another tab's sign-in finds no session", () => {
    const { cache, cached } = cacheFollowingSession();
    sessionStore.getState().signIn(session('u1'), { role: 'staff', companyId: 'c1' });
    cache('u1-customers');
    sessionStore.getState().beginRestore();
    sessionStore.getState().signOut();
    expect(cached()).toEqual([]);
  });
});
