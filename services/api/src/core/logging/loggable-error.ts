/** Postgres error codes: five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What of an error may be logged: its kind, message, database code and stack. Database
 * errors also carry the statement's parameters and the failing row's values (`parameters`,
 * `detail`, `driverError`), which hold customers' details and never reach the log.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: 'A non-Error value was thrown' };
  const { code } = error as { code?: unknown };
  const fromDatabase = error.name === 'QueryFailedError' || (typeof code === 'string' && SQLSTATE.test(code));
  // Postgres quotes the offending value in some messages ('invalid input syntax for type date: "…"'), and the stack repeats the message.
  const redact = (text: string | undefined) => (fromDatabase ? text?.replace(/"[^"\n]*"/g, '"…"') : text);
  return {
    type: error.name,
    message: redact(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    stack: redact(error.stack),
  };
}
