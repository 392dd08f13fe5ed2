// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ForgotPasswordPage } from './forgot-password-page';
import { renderInShell } from '../testing/render-in-shell';
import { answer, stubApiForEachTest } from '../testing/stub-api';

const fetchMock = stubApiForEachTest();

function requestReset(email: string) {
  renderInShell([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
}

describe('the forgotten-password page', () => {
  it('asks for a reset link back to this site and confirms', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'Password reset instructions have been sent to your email.' }));
    requestReset('Pat@Example.test');
    expect(await screen.findByText('Password reset instructions have been sent to your email.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'pat@example.test',
      redirect_origin: window.location.origin,
    });
  });

  it("shows the server's message, or the fallback", async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { success: false, message: 'Too many requests. Try again later.', code: 'RATE_LIMITED' }));
    requestReset('pat@example.test');
    expect(await screen.findByText('Too many requests. Try again later.')).toBeTruthy();
    cleanup();

    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    requestReset('pat@example.test');
    expect(await screen.findByText('Failed to send password reset email')).toBeTruthy();
  });

  it('requires an email', () => {
    requestReset('');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
