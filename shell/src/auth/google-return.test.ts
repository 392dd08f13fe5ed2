import { describe, expect, it } from 'vitest';
import { readGoogleReturn } from './google-return';

describe('the fragment the API appends to /login after Google', () => {
  it('carries a one-time code to redeem', () => {
    expect(readGoogleReturn('#google_code=c0de-1')).toEqual({ type: 'code', code: 'c0de-1' });
  });

  it("shows the API's error, or the fallback", () => {
    expect(readGoogleReturn('#error=Your%20account%20is%20disabled')).toEqual({ type: 'error', message: 'Your account is disabled' });
    expect(readGoogleReturn('#error=')).toEqual({ type: 'error', message: 'Failed to sign in with Google' });
    expect(readGoogleReturn('#google_code=')).toEqual({ type: 'error', message: 'Failed to sign in with Google' });
  });

  it('ignores tokens in the fragment: they never sign anybody in', () => {
    expect(readGoogleReturn('#access_token=a.b.c&refresh_token=r1&expires_in=3600&redirect_to=%2Freports')).toBeNull();
  });

  it('ignores any other fragment', () => {
    expect(readGoogleReturn('')).toBeNull();
    expect(readGoogleReturn('#section-2')).toBeNull();
  });
});
