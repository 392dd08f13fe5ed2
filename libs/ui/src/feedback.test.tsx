// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '@groombook/contracts/light';
import { failureFeedback, FeedbackAlert, successFeedback, type Feedback } from './feedback';
import { theme } from './theme';

const show = (feedback: Feedback, onClose?: () => void) =>
  render(
    <MantineProvider theme={theme} env="test">
      <FeedbackAlert feedback={feedback} onClose={onClose} />
    </MantineProvider>,
  );

describe('feedback', () => {
  afterEach(cleanup);

  it("words a failure as the failed action and the server's reason", () => {
    expect(failureFeedback('Failed to add appointment', new ApiError('Customer not found', 404, 'NOT_FOUND'))).toEqual({
      tone: 'failure',
      message: 'Failed to add appointment: Customer not found',
    });
    expect(successFeedback('Appointment successfully added!')).toEqual({ tone: 'success', message: 'Appointment successfully added!' });
  });

  it('reads a success out as a status and a failure as an alert', () => {
    show(successFeedback('Password reset email sent'));
    expect(screen.getByRole('status').textContent).toBe('Password reset email sent');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    show({ tone: 'failure', message: 'Failed to update user role' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to update user role');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers Dismiss only when it can be closed', () => {
    show(successFeedback('Saved'));
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    cleanup();

    const onClose = vi.fn();
    show(successFeedback('Saved'), onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
