import { describe, expect, it } from 'vitest';
import { INVALID_CONFIRMATION_LINK_MESSAGE, SIGN_UP_MESSAGE } from '@groombook/contracts';
import { confirmEmail, redeemGoogleCode, signOutOfApi, signUp, updatePassword } from './auth';
import { answer, stubFetchWithSession } from './testing/stub-fetch';

const session = {
  access_token: 'access-g',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: 1_900_000_000,
  user: { id: 'u1', email: 'pat@example.test', created_at: '2026-01-01T00:00:00Z' },
};

describe('the auth endpoints on the wire', () => {
  const fetchMock = stubFetchWithSession();
  const lastCall = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return { url: String(url), method: init?.method, credentials: init?.credentials, bearer: headers.Authorization, body: init?.body };
  };

  it('signs out with the cookie alone: no body, no bearer token', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'Signed out' }));
    await expect(signOutOfApi()).resolves.toMatchObject({ ok: true });
    expect(lastCall()).toEqual({ url: '/api/auth/sign-out', method: 'POST', credentials: 'include', bearer: undefined, body: undefined });
  });

  it('redeems the Google code and reads the session and where to go', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, session, redirect_to: '/reports' }));
    const result = await redeemGoogleCode('one-time');
    expect(result.ok && result.data).toMatchObject({ redirect_to: '/reports', session: { access_token: 'access-g' } });
    expect(lastCall()).toMatchObject({ url: '/api/auth/google/redeem', credentials: 'include', body: JSON.stringify({ code: 'one-time' }) });
  });

  it('confirms an email with the token of the link, and passes on the refusal', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, message: INVALID_CONFIRMATION_LINK_MESSAGE, code: 'INVALID_CONFIRMATION_LINK' }));
    const result = await confirmEmail('t-1');
    expect(result.ok === false && result.error.message).toBe(INVALID_CONFIRMATION_LINK_MESSAGE);
    expect(lastCall()).toMatchObject({ url: '/api/auth/confirm-email', method: 'POST', body: JSON.stringify({ token: 't-1' }) });
  });

  it('signs up without getting a session', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: SIGN_UP_MESSAGE }));
    const result = await signUp({ email: 'new@example.test', password: 'long-enough-1' });
    expect(result).toEqual({ ok: true, data: { success: true, message: SIGN_UP_MESSAGE } });
  });

  it('changes the password with the current one, as the signed-in user', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'Password updated' }));
    await updatePassword({ current_password: 'old-one', password: 'Better-Password-1' });
    expect(lastCall()).toMatchObject({
      url: '/api/auth/password',
      method: 'PUT',
      bearer: 'Bearer token-1',
      body: JSON.stringify({ current_password: 'old-one', password: 'Better-Password-1' }),
    });
  });
});
