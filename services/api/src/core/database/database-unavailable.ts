/**
 * Whether an error says the database could not be reached or is going away (a restart, a
 * failover, a network cut, a pool with no connection free in time, a statement cancelled by
 * the statement timeout), as opposed to a refusal of the statement itself. Such a request may
 * succeed when tried again, so it is answered 503, not 500.
 */

import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/** Postgres classes and codes: 08 connection exceptions, 53 insufficient resources, 57 operator intervention (shutdown, cancel, starting up). */
const UNAVAILABLE_SQLSTATE = /^(08|53|57)/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres raises these as plain errors, without a code. */
const DRIVER_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /^Client has encountered a connection error/, /^Client was closed/, /not queryable/];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  // TypeORM releases a transaction's connection when the server closes it; the transaction's next statement then finds it gone.
  if (error instanceof QueryRunnerProviderAlreadyReleasedError || error instanceof QueryRunnerAlreadyReleasedError) return true;
  const { code, message, cause, driverError, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; driverError?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || (code.length === 5 && UNAVAILABLE_SQLSTATE.test(code)))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // TypeORM wraps the driver's error; Node wraps a failed connection to several addresses in an AggregateError.
  const inner = [cause, driverError, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((candidate) => isDatabaseUnavailable(candidate, depth + 1));
}
