import { Alert } from '@mantine/core';
import { errorMessage } from '@groombook/api-client';

/**
 * A failed action: the product's message as the title, and the server's reason under it when it gave one.
 * The same as mfe-admin's (remotes cannot share code): a candidate for libs/ui.
 */
export function FailureAlert({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert color="red" title={title} role="alert">
      {errorMessage(error, '') || null}
    </Alert>
  );
}
