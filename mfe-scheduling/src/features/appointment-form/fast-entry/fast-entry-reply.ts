import {
  FAST_ENTRY_DEFAULT_ERROR_TYPE,
  FAST_ENTRY_ERROR_TYPES,
  FAST_ENTRY_FIELDS,
  FAST_ENTRY_MESSAGES,
  fastEntryDetailsSchema,
  type FastEntryDetails,
  type FastEntryResponse,
} from '@groombook/contracts';
import { ApiError } from '@groombook/contracts/light';
import { calendarDateError } from '@groombook/domain';
import type { AppointmentFormValues } from '../../../shared/appointment-form/appointment-values';

/** What the dialog makes of the assistant's answer: details to review, or the message saying why there are none. */
export type FastEntryOutcome = { ok: true; details: FastEntryDetails } | { ok: false; message: string };

/** The first JSON object in a text, or undefined when it holds none that parses. */
function jsonObjectIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/** Whether the details say anything for the form beyond notes (a sentence with nothing else is no appointment). */
const hasAppointmentDetails = (details: FastEntryDetails) =>
  FAST_ENTRY_FIELDS.some((field) => field !== 'notes' && details[field] !== null && details[field] !== undefined);

/** The assistant's answer: its text must hold a JSON object of the details, with at least one detail of an appointment. */
export function outcomeOf(response: FastEntryResponse['response']): FastEntryOutcome {
  const text = response.content.flatMap((item) => (item.type === 'text' ? [item.text] : [])).join('\n');
  const parsed = fastEntryDetailsSchema.safeParse(jsonObjectIn(text));
  if (!parsed.success) return { ok: false, message: FAST_ENTRY_MESSAGES.notUnderstood };
  if (!hasAppointmentDetails(parsed.data)) return { ok: false, message: FAST_ENTRY_MESSAGES.nothingFound };
  return { ok: true, details: parsed.data };
}

/**
 * A failed call: the server's refusal as 'Backend API error: {status} - {message} ({type})',
 * else the dialog's own words. A refusal made before the request reached the assistant (a
 * body too large, not JSON) has no type of its own: its status names one.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && !['HTTP_ERROR', 'INVALID_RESPONSE'].includes(error.code)) {
    const type = error.type ?? FAST_ENTRY_ERROR_TYPES[error.status] ?? FAST_ENTRY_DEFAULT_ERROR_TYPE;
    return `Backend API error: ${error.status} - ${error.message} (${type})`;
  }
  return FAST_ENTRY_MESSAGES.failed;
}

/** MM/DD/YYYY → YYYY-MM-DD, or null for a day the form would refuse. */
export function formDate(date: string): string | null {
  const [month, day, year] = date.split('/');
  const iso = `${year}-${month}-${day}`;
  return calendarDateError(iso) === null ? iso : null;
}

/**
 * The form fields the details fill; a field the sentence did not give keeps what the form
 * holds. A customer or groomer found by name only (no id) is left for the person to choose.
 */
export function formValuesOf(details: FastEntryDetails): Partial<AppointmentFormValues> {
  const values: Partial<AppointmentFormValues> = {};
  const date = details.date ? formDate(details.date) : null;
  if (date) values.date = date;
  if (details.time) values.time = details.time;
  if (details.duration_minutes) values.duration = details.duration_minutes;
  if (details.customer_id) values.customerId = details.customer_id;
  if (details.dog_name) values.dogName = details.dog_name;
  if (details.groomer_id) values.groomerId = details.groomer_id;
  if (details.charged_amount !== null && details.charged_amount !== undefined) values.servicePrice = details.charged_amount;
  if (details.notes) values.notes = details.notes;
  // The menu entries named are picked; the form prices them at the dog's size.
  if (details.services?.length) {
    values.serviceIds = details.services.map((service) => service.id);
    values.servicesChanged = true;
    // A length the sentence gave ("45 min") stands: pricing the services at the dog's size keeps it.
    if (details.duration_minutes) values.durationOverridden = true;
  }
  return values;
}
