import { z } from 'zod';
import { parseRecurringConfig } from '@groombook/domain';
import { appointmentFieldsSchema } from './appointments';

/*
 * Only the API parses a series' request (the form checks its recurrence with the domain's rules
 * itself), so it is a contract of `@groombook/contracts/platform`: in the index every page
 * downloads whole, it would bring the recurrence rules with it. Its answer is in `conflicts.ts`.
 */

/**
 * POST /api/recurring-appointments: a whole series in one transaction. recurring_config comes
 * out parsed (unknown keys dropped): that, never the body as sent, is what gets stored.
 */
export const recurringAppointmentsRequestSchema = appointmentFieldsSchema
  .extend({ recurring_config: z.unknown() })
  .transform((body, context) => {
    const parsed = parseRecurringConfig(body.date, body.recurring_config);
    if (parsed.ok) return { ...body, recurring_config: parsed.config };
    context.addIssue({ code: 'custom', path: ['recurring_config'], message: parsed.errors[0] ?? 'Invalid configuration' });
    return z.NEVER;
  });
export type RecurringAppointmentsRequest = z.infer<typeof recurringAppointmentsRequestSchema>;
