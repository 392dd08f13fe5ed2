// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onAuthChange, sessionStore } from '@groombook/auth';
import { PASSWORD_RESET_REDIRECT_MS } from '@groombook/domain';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@groombook/contracts';
import { ResetPasswordPage } from './reset-password-page';
import { renderInShell } from '../../testing/render-in-shell';
import { answer, stubApiForEachTest } from '../../testing/stub-api';

/** The API's words for a common password (the page shows whatever the API says). */
const COMMON_PASSWORD_MESSAGE = 'This password is one of the 10,000 most common passwords, or one of them with digits or symbols added. Choose one that is harder to guess.';

const LINK = '/reset-password?access_token=a1&refresh_token=r1&type=recovery';
const INVALID = 'Invalid or expired reset link. Please request a new password reset.';
const fetchMock = stubApiForEachTest();
const renderReset = (path: string) => renderInShell([{ path: '/reset-password', element: <ResetPasswordPage /> }], path);

function enter(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

afterEach(() => {
  vi.useRealTimers();
  sessionStore.getState().signOut();
});

describe('the reset-password page from the emailed link', () => {
  it('checks the link, then asks for the new password and announces the recovery', async () => {
    const events: string[] = [];
    const stop = onAuthChange((event) => events.push(event));
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, email: 'pat@example.test' }));
    renderReset(LINK);

    expect(await screen.findByText('Please enter your new password below.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    stop();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/recovery/verify');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ access_token: 'a1', refresh_token: 'r1' });
    expect(events).toEqual(['PASSWORD_RECOVERY']);
  });

  it('takes the tokens out of the address as soon as it has read them, replacing the history entry', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, email: 'pat@example.test' }));
    const { router } = renderReset(LINK);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.historyAction).toBe('REPLACE');
    // The page goes on with what it read.
    expect(await screen.findByText('Please enter your new password below.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ access_token: 'a1', refresh_token: 'r1' });
  });

  it('says the link is invalid when the API refuses it', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, message: INVALID, code: 'INVALID_RESET_LINK' }));
    renderReset(LINK);
    expect(await screen.findByText(INVALID)).toBeTruthy();
  });

  it('rates the password as it is typed, and checks the match and the minimum length before saving', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, email: 'pat@example.test' }));
    renderReset(LINK);
    await screen.findByText('Please enter your new password below.');

    const meter = () => document.querySelector('[data-strength]')?.getAttribute('data-strength');
    expect(meter()).toBe('red');
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'abc1' } });
    expect(meter()).toBe('yellow');
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Abcdefgh1!' } });
    expect(meter()).toBe('green');

    enter('long-enough-1', 'long-enough-2');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    enter('short', 'short');
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saves through the link, confirms, and goes to /login after 3 seconds', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { success: true, email: 'pat@example.test' }))
      .mockResolvedValueOnce(answer(200, { success: true, message: 'Your password has been reset.' }));
    const { router } = renderReset(LINK);
    await screen.findByText('Please enter your new password below.');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    enter('Better-Password-1', 'Better-Password-1');
    expect(await screen.findByText('Your password has been reset.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      access_token: 'a1',
      refresh_token: 'r1',
      password: 'Better-Password-1',
    });

    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_RESET_REDIRECT_MS - 500));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows why the API refused a password the strength meter let through, and stays on the form", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { success: true, email: 'pat@example.test' }))
      .mockResolvedValueOnce(answer(400, { success: false, message: COMMON_PASSWORD_MESSAGE, code: 'WEAK_PASSWORD' }));
    const { router } = renderReset(LINK);
    await screen.findByText('Please enter your new password below.');
    enter('Password123!', 'Password123!');
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});

function signInAsStaff() {
  sessionStore.getState().signIn(
    { accessToken: 'access-1', expiresAt: Date.now() + 3_600_000, user: { id: 'u1', email: 'p@x.test', createdAt: '' } },
    { role: 'staff', companyId: null },
  );
}

describe('the reset-password page without a link', () => {
  it('turns away a signed-out visitor, and asks no current password', () => {
    sessionStore.getState().signOut();
    renderReset('/reset-password');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    expect(screen.getByText('You must access this page from the reset password email link.')).toBeTruthy();
  });

  it('lets a signed-in user set a new password, proving the current one', async () => {
    signInAsStaff();
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'Password updated' }));
    renderReset('/reset-password');

    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'old-password' } });
    enter('Better-Password-1', 'Better-Password-1');

    expect(await screen.findByText('Password updated')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/password');
    expect(init?.method).toBe('PUT');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect(JSON.parse(String(init?.body))).toEqual({ current_password: 'old-password', password: 'Better-Password-1' });
  });

  it('requires the current password before calling the API', () => {
    signInAsStaff();
    renderReset('/reset-password');
    enter('Better-Password-1', 'Better-Password-1');
    expect(screen.getByText('Current password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the API's answer to a wrong current password", async () => {
    signInAsStaff();
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, message: WRONG_CURRENT_PASSWORD_MESSAGE, code: 'WRONG_CURRENT_PASSWORD' }));
    renderReset('/reset-password');
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'not-it' } });
    enter('Better-Password-1', 'Better-Password-1');
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
  });
});
