import { Alert } from '@mantine/core';
import { failureText } from './failure-text';

/** A failed action as the product words it: 'Failed to add customer: {reason}'. */
export function FailureAlert({ action, error }: { action: string; error: unknown }) {
  return (
    <Alert color="red" role="alert">
      {failureText(action, error)}
    </Alert>
  );
}
