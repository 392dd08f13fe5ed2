import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '@groombook/contracts/light';

/**
 * A failure in one line: '{action}: {server message}' when the server said why, else the
 * action alone ('Failed to delete customer'). What went wrong on the way ('Failed to fetch',
 * 'Request failed: 502') is left out: it tells the person at the desk nothing.
 */
export function failureText(action: string, error: unknown): string {
  const reason = errorMessage(error, '').trim();
  return reason ? `${action}: ${reason}` : action;
}

export interface FailureAlertProps {
  /** What failed, as the product words it: 'Failed to add customer'. */
  title: string;
  /** The failure; the server's message for it shows under the title when it gave one. */
  error: unknown;
  /** What the person can do about it, such as a Retry button. */
  children?: ReactNode;
}

/** A failed load or action: the product's words as the title, the server's reason under it. */
export function FailureAlert({ title, error, children }: FailureAlertProps) {
  const reason = errorMessage(error, '').trim();
  return (
    <Alert color="red" role="alert" title={title}>
      {children ? (
        <Stack gap="xs" align="flex-start">
          {reason && <Text size="sm">{reason}</Text>}
          {children}
        </Stack>
      ) : (
        reason || null
      )}
    </Alert>
  );
}

/** The part of a react-query result a Retry button needs. */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A failed load with a Retry button that loads it again. */
export function QueryFailureAlert({ title, query }: { title: string; query: RetryableQuery }) {
  return (
    <FailureAlert title={title} error={query.error}>
      <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
        Retry
      </Button>
    </FailureAlert>
  );
}
