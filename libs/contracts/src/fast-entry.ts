import { z } from 'zod';
import { plainText } from './fields';

/** The longest sentence Fast Appointment Entry reads: a booking is a line or two, not a letter. */
export const FAST_ENTRY_PROMPT_MAX_LENGTH = 1000;

/** What the Fast Appointment Entry dialog says, in the product's words. */
export const FAST_ENTRY_MESSAGES = {
  empty: 'Please enter appointment details to parse.',
  notUnderstood: 'Could not understand the appointment details. Please try rephrasing or include more specific information.',
  nothingFound:
    'No appointment information could be extracted from your text. Please try describing the appointment with more details like date, time, service, or customer name.',
  failed: 'Failed to process text. Please try again or check your input.',
  parsed: 'Data parsed successfully! Review below and click "Apply to Form" to update.',
  applied: 'Form updated successfully!',
} as const;

/**
 * POST /api/fast-entry. A blank sentence is refused with the dialog's own message (the check
 * sits on the object, so the message carries no field name).
 */
export const fastEntryRequestSchema = z
  .object({
    prompt: plainText('Prompt', { error: 'Prompt must be text' }).max(
      FAST_ENTRY_PROMPT_MAX_LENGTH,
      `Prompt is too long (at most ${FAST_ENTRY_PROMPT_MAX_LENGTH} characters)`,
    ),
  })
  .refine((body) => body.prompt.trim() !== '', FAST_ENTRY_MESSAGES.empty);
export type FastEntryRequest = z.infer<typeof fastEntryRequestSchema>;

/** MM/DD/YYYY, as the assistant answers dates. */
export const FAST_ENTRY_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;
/** HH:MM on a 24-hour clock. */
export const FAST_ENTRY_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (max: number) => z.string().max(max).nullish();

/**
 * The appointment details read from one sentence. Every field is absent or null when the
 * sentence does not say it: nothing is guessed. `customer_id` and `groomer_id` name a
 * customer and a groomer of the caller's company; a `customer_name` without an id is a
 * name the sentence gave that matches none (or several) of them.
 */
export const fastEntryDetailsSchema = z.object({
  customer_id: z.uuid().nullish(),
  customer_name: text(200),
  dog_name: text(100),
  date: z.string().regex(FAST_ENTRY_DATE, 'date must be MM/DD/YYYY').nullish(),
  time: z.string().regex(FAST_ENTRY_TIME, 'time must be HH:MM (24-hour)').nullish(),
  groomer_id: z.uuid().nullish(),
  groomer_name: text(200),
  charged_amount: z.number().min(0).max(1_000_000).nullish(),
  duration_minutes: z.number().int().min(1).max(24 * 60).nullish(),
  notes: text(FAST_ENTRY_PROMPT_MAX_LENGTH),
  /** The entries of the company's menu the sentence names ("nails", "full groom"), for the form to pick. */
  services: z
    .array(z.object({ id: z.uuid(), name: z.string().max(100) }))
    .max(20)
    .nullish(),
});
export type FastEntryDetails = z.infer<typeof fastEntryDetailsSchema>;

/** The fields of FastEntryDetails, in the order the dialog shows them. */
export const FAST_ENTRY_FIELDS = [
  'customer_id',
  'customer_name',
  'dog_name',
  'date',
  'time',
  'groomer_id',
  'groomer_name',
  'charged_amount',
  'duration_minutes',
  'notes',
] as const satisfies readonly (keyof FastEntryDetails)[];

/** Which reader answered: the built-in one, or the configured language model. */
export const FAST_ENTRY_READERS = ['built-in', 'model'] as const;
export type FastEntryReaderName = (typeof FAST_ENTRY_READERS)[number];

/**
 * The answer, in the shape of a language model's message: `content` holds text items, the
 * first of which is the details as one JSON object.
 */
export const fastEntryResponseSchema = z.object({
  success: z.literal(true),
  reader: z.enum(FAST_ENTRY_READERS),
  response: z.object({
    content: z.array(z.object({ type: z.literal('text'), text: z.string() })),
  }),
});
export type FastEntryResponse = z.infer<typeof fastEntryResponseSchema>;

/** The details as the answer's text carries them. */
export function fastEntryContent(details: FastEntryDetails): FastEntryResponse['response'] {
  return { content: [{ type: 'text', text: JSON.stringify(details) }] };
}

/**
 * A failed call to POST /api/fast-entry also names the kind of failure in `type`, in the
 * words language-model APIs use, which the dialog shows beside the status and message.
 */
export const FAST_ENTRY_ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
};
export const FAST_ENTRY_DEFAULT_ERROR_TYPE = 'api_error';
