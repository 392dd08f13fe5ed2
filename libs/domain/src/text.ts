/**
 * C0 controls except tab, new line and carriage return; DEL; the C1 controls. Postgres
 * refuses NUL in text, and none of them is typed by a person: they come from pasted binary
 * or probes, and break logs, exports and terminals further on.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}
