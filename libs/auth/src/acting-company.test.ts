// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAuthChange, type AuthEvent } from './auth-events';
import { getActingCompanyId, sessionStore, workingCompanyId } from './session-store';
import type { Role } from '@groombook/domain';
import type { Session } from './session';

const session = (userId = 'u1'): Session => ({
  accessToken: `access-${userId}`,
  expiresAt: 1_800_000_000_000,
  user: { id: userId, email: `${userId}@example.test`, createdAt: '2026-01-01T00:00:00Z' },
});
const happyPaws = { id: 'c-happy', name: 'Happy Paws Grooming' };
const barkAvenue = { id: 'c-bark', name: 'Bark Avenue' };

function signInAs(role: Role, userId = 'u1', companyId: string | null = null) {
  sessionStore.getState().signIn(session(userId), { role, companyId });
}

function recordEvents() {
  const events: AuthEvent[] = [];
  const stop = onAuthChange((event) => events.push(event));
  return { events, stop };
}

afterEach(() => {
  sessionStore.getState().signOut();
  sessionStorage.clear();
});

describe("a super admin's acting company", () => {
  it('is chosen, announced, and sent as the working company', () => {
    signInAs('superadmin');
    const { events, stop } = recordEvents();
    expect(getActingCompanyId()).toBeNull();
    expect(workingCompanyId(sessionStore.getState())).toBeNull();

    sessionStore.getState().actInCompany(happyPaws);
    expect(sessionStore.getState().actingCompany).toEqual(happyPaws);
    expect(getActingCompanyId()).toBe('c-happy');
    expect(workingCompanyId(sessionStore.getState())).toBe('c-happy');

    // The same company again changes nothing; another one is a change.
    sessionStore.getState().actInCompany(happyPaws);
    sessionStore.getState().actInCompany(barkAvenue);
    sessionStore.getState().stopActing();
    sessionStore.getState().stopActing();
    stop();
    expect(events).toEqual(['ACTING_COMPANY_CHANGED', 'ACTING_COMPANY_CHANGED', 'ACTING_COMPANY_CHANGED']);
    expect(getActingCompanyId()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('is refused to anyone but a super admin', () => {
    for (const role of ['user', 'staff', 'admin'] as const) {
      signInAs(role, 'u1', 'c-own');
      sessionStore.getState().actInCompany(happyPaws);
      expect(sessionStore.getState().actingCompany, role).toBeNull();
      expect(getActingCompanyId(), role).toBeNull();
      expect(workingCompanyId(sessionStore.getState()), role).toBe('c-own');
    }
    sessionStore.getState().signOut();
    sessionStore.getState().actInCompany(happyPaws);
    expect(sessionStore.getState().actingCompany).toBeNull();
  });

  it('survives a reload of the tab: the restored session of the same user takes it back', async () => {
    signInAs('superadmin', 'u1');
    sessionStore.getState().actInCompany(happyPaws);

    // A reload starts a new store over the same tab storage.
    vi.resetModules();
    const reloaded = await import('./session-store');
    expect(reloaded.sessionStore.getState().actingCompany).toBeNull();
    reloaded.sessionStore.getState().signIn(session('u1'), { role: 'superadmin', companyId: null });
    expect(reloaded.sessionStore.getState().actingCompany).toEqual(happyPaws);
    expect(reloaded.getActingCompanyId()).toBe('c-happy');
    reloaded.sessionStore.getState().signOut();
  });

  it('also comes back when the identity arrives after the session', () => {
    signInAs('superadmin', 'u1');
    sessionStore.getState().actInCompany(happyPaws);
    sessionStore.getState().beginRestore();
    expect(sessionStore.getState().actingCompany).toBeNull();
    sessionStore.getState().signIn(session('u1'));
    expect(sessionStore.getState().actingCompany).toBeNull();
    sessionStore.getState().setIdentity('superadmin', null);
    expect(sessionStore.getState().actingCompany).toEqual(happyPaws);
  });

  it('is forgotten on sign-out', () => {
    signInAs('superadmin', 'u1');
    sessionStore.getState().actInCompany(happyPaws);
    sessionStore.getState().signOut();
    expect(sessionStore.getState().actingCompany).toBeNull();
    expect(sessionStorage.length).toBe(0);
    signInAs('superadmin', 'u1');
    expect(sessionStore.getState().actingCompany).toBeNull();
  });

  it('is never handed to another user of the tab, and the previous user\'s choice is dropped', () => {
    signInAs('superadmin', 'u1');
    sessionStore.getState().actInCompany(happyPaws);
    // Another tab signed in as someone else: this tab restores as them.
    sessionStore.getState().beginRestore();
    signInAs('superadmin', 'u2');
    expect(sessionStore.getState().actingCompany).toBeNull();
    expect(sessionStorage.length).toBe(0);
    signInAs('superadmin', 'u1');
    expect(sessionStore.getState().actingCompany).toBeNull();
  });

  it('ends when the user is no longer a super admin', () => {
    signInAs('superadmin', 'u1');
    sessionStore.getState().actInCompany(happyPaws);
    sessionStore.getState().beginRestore();
    signInAs('admin', 'u1', 'c-own');
    expect(sessionStore.getState().actingCompany).toBeNull();
    expect(getActingCompanyId()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a stored entry it cannot read', () => {
    sessionStorage.setItem('groombook.acting-company.u1', '{"id": 7}');
    signInAs('superadmin', 'u1');
    expect(sessionStore.getState().actingCompany).toBeNull();
    sessionStorage.setItem('groombook.acting-company.u1', 'not json');
    sessionStore.getState().setIdentity('superadmin', null);
    expect(sessionStore.getState().actingCompany).toBeNull();
  });
});
