/**
 * The API of online booking as the customers' pages speak it (the booking page in instant mode,
 * the customer's appointment page): plain fetch and hand-read answers, since these pages ship
 * no schema library.
 */
import { ONLINE_BOOKING_ERROR_CODES as CODES } from '@groombook/contracts';

/** An answer: its status (0 when the network failed) and its JSON body ({} when it has none). */
export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function callApi(fetcher: typeof fetch, url: string, json?: unknown): Promise<ApiAnswer> {
  const init: RequestInit =
    json === undefined
      ? { headers: { Accept: 'application/json' } }
      : { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(json) };
  let response: Response;
  try {
    response = await fetcher(url, init);
  } catch {
    return { status: 0, body: {} };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return { status: response.status, body: typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {} };
}

export const isSuccess = (answer: ApiAnswer) => answer.status >= 200 && answer.status < 300;

const stringsOf = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;

/** The free start times of an availability answer ('HH:MM'), or null when it is not one. */
export function timesOf(answer: ApiAnswer): string[] | null {
  return isSuccess(answer) ? stringsOf(answer.body.times) : null;
}

/** The next free times of a 409 "slot taken" answer, or null when the answer is something else. */
export function slotTakenTimes(answer: ApiAnswer): string[] | null {
  if (answer.status !== 409 || answer.body.code !== CODES.slotTaken) return null;
  return stringsOf(answer.body.next_times) ?? [];
}

/** Whether the answer says the appointment's link is unknown, expired or cancelled. */
export const isInvalidLink = (answer: ApiAnswer) => answer.status === 404 || answer.body.code === CODES.invalidAppointmentLink;

/** The server's own message of a refusal the customer can act on, or null. */
export function refusalOf(answer: ApiAnswer): string | null {
  const { message } = answer.body;
  if (answer.status < 400 || answer.status >= 500 || typeof message !== 'string' || message.trim() === '') return null;
  return message;
}

/**
 * A validation message that names a field ('phone: Please enter…', 'services.0: …') split into the
 * field and its words, for one of `fields`; null when it names none of them.
 */
export function fieldOf<F extends string>(message: string, fields: readonly F[]): { field: F; message: string } | null {
  const match = /^([a-z_]+)(?:\.[\w.]+)?: (.+)$/s.exec(message);
  const field = fields.find((name) => name === match?.[1]);
  return field && match?.[2] ? { field, message: match[2] } : null;
}

/** The customer's view of their appointment, as the booking's answer and /api/my-appointment give it. */
export interface CustomerAppointment {
  salon: string;
  date: string;
  time: string | null;
  durationMinutes: number;
  dogName: string | null;
  services: string[];
  status: string;
  canChange: boolean;
  cancelCutoffHours: number;
}

/** The `appointment` of an answer, or null when it has none that reads right. */
export function appointmentOf(answer: ApiAnswer): CustomerAppointment | null {
  const value = answer.body.appointment;
  if (!isSuccess(answer) || typeof value !== 'object' || value === null) return null;
  const a = value as Record<string, unknown>;
  const services = stringsOf(a.services);
  if (typeof a.salon !== 'string' || typeof a.date !== 'string' || typeof a.status !== 'string' || services === null) return null;
  return {
    salon: a.salon,
    date: a.date,
    time: typeof a.time === 'string' ? a.time : null,
    durationMinutes: typeof a.duration_minutes === 'number' ? a.duration_minutes : 0,
    dogName: typeof a.dog_name === 'string' ? a.dog_name : null,
    services,
    status: a.status,
    canChange: a.can_change === true,
    cancelCutoffHours: typeof a.cancel_cutoff_hours === 'number' ? a.cancel_cutoff_hours : 0,
  };
}
