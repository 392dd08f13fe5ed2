import { describe, expect, it } from 'vitest';
import { sessionStore } from '@groombook/auth';
import { getMe } from './me';
import { googleSignInUrl, toSession } from './auth';
import { answer, stubFetchWithSession } from './testing/stub-fetch';

const me = { success: true, company_id: 'c1', company_name: 'Happy Paws', acting: false, user: { id: 'u1', email: 'a@example.test', name: null, created_at: '2026-01-01' } };
const fetchMock = stubFetchWithSession({ baseUrl: 'https://api.example.test', session: null });

describe('GET /api/me', () => {
  it("makes a user without a role a regular 'user'", async () => {
    sessionStore.getState().signIn(toSession({
      access_token: 'a1',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 2_000_000_000,
      user: { id: 'u1', email: 'a@example.test', created_at: '2026-01-01' },
    }));
    fetchMock.mockResolvedValueOnce(answer(200, { ...me, role: null }));
    const result = await getMe();
    expect(result.ok && result.data.role).toBe('user');
  });

  it('can use a token that is not stored yet (Google sign-in), and never refreshes it', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, message: 'Invalid token', code: 'UNAUTHORIZED' }));
    const result = await getMe({ accessToken: 'from-google' });
    expect(result.ok).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer from-google');
  });
});

describe('session helpers', () => {
  it('turns epoch seconds into epoch milliseconds', () => {
    const session = toSession({
      access_token: 'a',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 1_800_000_000,
      user: { id: 'u1', email: 'a@example.test', created_at: '2026-01-01' },
    });
    expect(session).toEqual({
      accessToken: 'a',
      expiresAt: 1_800_000_000_000,
      user: { id: 'u1', email: 'a@example.test', createdAt: '2026-01-01' },
    });
  });

  it('sends the browser to the API for Google, with where to come back to', () => {
    expect(googleSignInUrl('/customers?x=1')).toBe('https://api.example.test/api/auth/google?redirect_to=%2Fcustomers%3Fx%3D1');
  });
});
