// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureFeedback, successFeedback } from './feedback';
import { dismissFeedback, FeedbackToast, showFeedback, TOAST_SUCCESS_MS } from './toast';

const renderToast = () =>
  render(
    <MantineProvider>
      <FeedbackToast />
    </MantineProvider>,
  );

afterEach(() => {
  act(() => dismissFeedback());
  cleanup();
  vi.useRealTimers();
});

describe('FeedbackToast', () => {
  it('shows a success politely and takes it away after a while', () => {
    vi.useFakeTimers();
    renderToast();
    act(() => showFeedback(successFeedback('Customer Olivia Garcia saved')));
    expect(screen.getByRole('status').textContent).toContain('Customer Olivia Garcia saved');
    act(() => {
      vi.advanceTimersByTime(TOAST_SUCCESS_MS + 1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a failure until it is dismissed, and a newer message replaces the one shown', () => {
    vi.useFakeTimers();
    renderToast();
    act(() => showFeedback(successFeedback('Saved')));
    act(() => showFeedback(failureFeedback('Could not delete the customer', new Error('offline'))));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Could not delete the customer');
    act(() => {
      vi.advanceTimersByTime(TOAST_SUCCESS_MS * 3);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
