import { describe, expect, it } from 'vitest';
import { readGoogleReturn } from './google-return';

describe('the fragment the API appends to /login after Google', () => {
  it('carries the tokens and where to go next', () => {
    expect(
      readGoogleReturn('#access_token=a.b.c&refresh_token=r1&expires_at=1800000000&expires_in=3600&redirect_to=%2Freports'),
    ).toEqual({
      type: 'tokens',
      tokens: { access_token: 'a.b.c', refresh_token: 'r1', token_type: 'bearer', expires_in: 3600, expires_at: 1_800_000_000 },
      redirectTo: '/reports',
    });
  });

  it('works out the expiry from expires_in when expires_at is missing, and goes home by default', () => {
    const result = readGoogleReturn('#access_token=a&refresh_token=r&expires_in=60', 1_000_000_000);
    expect(result).toMatchObject({ type: 'tokens', tokens: { expires_at: 1_000_060 }, redirectTo: '/' });
  });

  it('never sends the user to another site', () => {
    expect(readGoogleReturn('#access_token=a&refresh_token=r&redirect_to=https%3A%2F%2Fevil.test')).toMatchObject({ redirectTo: '/' });
  });

  it("shows the API's error, or the fallback", () => {
    expect(readGoogleReturn('#error=Your%20account%20is%20disabled')).toEqual({ type: 'error', message: 'Your account is disabled' });
    expect(readGoogleReturn('#error=')).toEqual({ type: 'error', message: 'Failed to sign in with Google' });
    expect(readGoogleReturn('#access_token=a')).toEqual({ type: 'error', message: 'Failed to sign in with Google' });
  });

  it('ignores any other fragment', () => {
    expect(readGoogleReturn('')).toBeNull();
    expect(readGoogleReturn('#section-2')).toBeNull();
  });
});
