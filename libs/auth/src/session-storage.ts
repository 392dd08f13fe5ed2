import type { Session } from './session';

/** Where the session survives reloads; every tab of the browser shares it. */
export const SESSION_STORAGE_KEY = 'groombook.session';

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Session>;
  return (
    typeof candidate.accessToken === 'string' &&
    typeof candidate.refreshToken === 'string' &&
    typeof candidate.expiresAt === 'number' &&
    typeof candidate.user?.id === 'string' &&
    typeof candidate.user.email === 'string'
  );
}

/** Reads a stored session; anything unreadable (an old format, a hand edit) counts as none. */
export function parseStoredSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): Session | null {
  if (typeof localStorage === 'undefined') return null;
  return parseStoredSession(localStorage.getItem(SESSION_STORAGE_KEY));
}

export function writeStoredSession(session: Session | null): void {
  if (typeof localStorage === 'undefined') return;
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
}
