import type { Session } from './session';

/**
 * The session changes other code can observe (signed in, token refreshed, signed out, password recovery, a super admin
 * choosing another company to work in): the shell clears cached data on sign-out and on a change of company, the live
 * updates reconnect, and so on.
 */
export type AuthEvent = 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT' | 'PASSWORD_RECOVERY' | 'ACTING_COMPANY_CHANGED';

export type AuthListener = (event: AuthEvent, session: Session | null) => void;

const listeners = new Set<AuthListener>();

/** Calls `listener` on every session change; returns the function that stops it. */
export function onAuthChange(listener: AuthListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitAuthEvent(event: AuthEvent, session: Session | null): void {
  for (const listener of [...listeners]) {
    try {
      listener(event, session);
    } catch (error) {
      // One faulty listener must not stop the others (or the store) from seeing the change.
      console.error(`An auth listener failed on ${event}`, error);
    }
  }
}
