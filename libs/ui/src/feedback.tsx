import { Alert } from '@mantine/core';
import { failureText } from './failure';

/** The outcome of an action, shown as one line above the form or table it came from. */
export interface Feedback {
  tone: 'success' | 'failure';
  message: string;
}

export const successFeedback = (message: string): Feedback => ({ tone: 'success', message });

/** A failed action in the product's words: see failureText. */
export const failureFeedback = (action: string, error: unknown): Feedback => ({ tone: 'failure', message: failureText(action, error) });

export interface FeedbackAlertProps {
  feedback: Feedback;
  /** Offers a Dismiss button when given. */
  onClose?: () => void;
}

/** Green for a success, read out politely (status); red for a failure, read out at once (alert). */
export function FeedbackAlert({ feedback, onClose }: FeedbackAlertProps) {
  const success = feedback.tone === 'success';
  return (
    <Alert
      color={success ? 'green' : 'red'}
      role={success ? 'status' : 'alert'}
      withCloseButton={onClose !== undefined}
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {feedback.message}
    </Alert>
  );
}
