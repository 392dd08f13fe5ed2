import { useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import type { Feedback } from './feedback';

/** How long a success stays on screen; a failure stays until it is dismissed or replaced. */
export const TOAST_SUCCESS_MS = 6000;

interface Shown {
  id: number;
  feedback: Feedback;
}

let shown: Shown | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: Shown | null): void {
  shown = next;
  for (const listener of listeners) listener();
}

/** Hides the toast on screen, if any. */
export function dismissFeedback(): void {
  clearTimeout(timer);
  publish(null);
}

/**
 * The one place a save or a delete says how it went: at the top of the viewport, whatever the
 * page has scrolled to, in words a person uses. A newer message replaces the one on screen. A
 * success is read out politely and leaves after TOAST_SUCCESS_MS; a failure is read out at once
 * and stays until dismissed. AppLayout and mountStandalone render the <FeedbackToast /> it appears in.
 */
export function showFeedback(feedback: Feedback): void {
  clearTimeout(timer);
  const id = nextId++;
  publish({ id, feedback });
  if (feedback.tone === 'success') timer = setTimeout(() => shown?.id === id && publish(null), TOAST_SUCCESS_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The region the messages of showFeedback appear in, fixed at the top of the viewport. */
export function FeedbackToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
  return (
    <div className="gb-toast-region">
      {current && (
        <Alert
          key={current.id}
          color={current.feedback.tone === 'success' ? 'green' : 'red'}
          role={current.feedback.tone === 'success' ? 'status' : 'alert'}
          variant="filled"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={dismissFeedback}
          className="gb-toast"
        >
          {current.feedback.message}
        </Alert>
      )}
    </div>
  );
}
