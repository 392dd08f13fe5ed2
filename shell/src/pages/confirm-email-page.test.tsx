// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sessionStore } from '@groombook/auth';
import { EMAIL_CONFIRMED_MESSAGE, INVALID_CONFIRMATION_LINK_MESSAGE } from '@groombook/contracts';
import { ConfirmEmailPage } from './confirm-email-page';
import { renderInShell } from '../testing/render-in-shell';
import { answer, stubApiForEachTest } from '../testing/stub-api';
import { clearCacheOnSessionChange } from '../auth/cache-follows-session';

const fetchMock = stubApiForEachTest();
const renderConfirm = (path: string) => renderInShell([{ path: '/confirm-email', element: <ConfirmEmailPage /> }], path);

describe('the email confirmation page', () => {
  it('sends the token once and shows the confirmation with a way to sign in', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: EMAIL_CONFIRMED_MESSAGE }));
    renderConfirm('/confirm-email?token=t-123');

    expect(await screen.findByText(EMAIL_CONFIRMED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/confirm-email');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ token: 't-123' }) });
  });

  it.each([
    ['finds nobody signed in', () => sessionStore.getState().signOut()],
    [
      'finds the browser signed in as someone',
      () =>
        sessionStore.getState().signIn(
          { accessToken: 'a', expiresAt: 1_800_000_000_000, user: { id: 'u1', email: 'u1@example.test', createdAt: '2026-01-01T00:00:00Z' } },
          { role: 'staff', companyId: 'c1' },
        ),
    ],
  ])("keeps confirming when the page's first session check, meanwhile, %s", async (_, restored) => {
    // As a page starts: the refresh cookie is being checked while the link's token is sent.
    sessionStore.setState(sessionStore.getInitialState(), true);
    let reply: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (reply = resolve)));
    const { queryClient } = renderConfirm('/confirm-email?token=t-456');
    const stop = clearCacheOnSessionChange(queryClient);
    try {
      await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
      restored();
      reply(answer(200, { success: true, message: EMAIL_CONFIRMED_MESSAGE }));
      expect(await screen.findByText(EMAIL_CONFIRMED_MESSAGE)).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      sessionStore.setState(sessionStore.getInitialState(), true);
    }
  });

  it("shows the server's refusal of a bad or spent link", async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, message: INVALID_CONFIRMATION_LINK_MESSAGE, code: 'INVALID_CONFIRMATION_LINK' }));
    renderConfirm('/confirm-email?token=spent');
    expect(await screen.findByText(INVALID_CONFIRMATION_LINK_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the link is invalid without calling the API when it has no token', () => {
    renderConfirm('/confirm-email');
    expect(screen.getByText(INVALID_CONFIRMATION_LINK_MESSAGE)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
