import type { z } from 'zod';
import {
  appointmentByIdQuerySchema,
  appointmentsMonthQuerySchema,
  customerFutureAppointmentsQuerySchema,
  customerPastAppointmentsQuerySchema,
  dayAppointmentsQuerySchema,
  upcomingAppointmentsCountQuerySchema,
} from '@groombook/contracts/platform';

export type AppointmentsQuestion = 'byId' | 'month' | 'customerFuture' | 'customerPast' | 'upcomingCount' | 'day';

/**
 * The questions GET /api/appointments answers, each with the keys it needs; the keys it
 * may take are those of its schema. No two can fit one query: each pair differs in a key
 * one needs and the other does not take.
 */
const QUESTIONS: { question: AppointmentsQuestion; needs: string[]; schema: z.ZodObject }[] = [
  { question: 'byId', needs: ['id'], schema: appointmentByIdQuerySchema },
  { question: 'month', needs: ['year', 'month'], schema: appointmentsMonthQuerySchema },
  { question: 'customerFuture', needs: ['customer_id', 'start_date'], schema: customerFutureAppointmentsQuerySchema },
  { question: 'customerPast', needs: ['customer_id', 'end_date'], schema: customerPastAppointmentsQuerySchema },
  { question: 'upcomingCount', needs: ['start_date'], schema: upcomingAppointmentsCountQuerySchema },
  { question: 'day', needs: ['date'], schema: dayAppointmentsQuerySchema },
];

export const NO_APPOINTMENTS_QUESTION =
  'Ask one question: id; or year and month (limit, offset and customer_id optional); ' +
  'or customer_id with either start_date or end_date; or start_date (limit optional) for a count; or date (YYYY-MM-DD or today) for a day';

/**
 * The question a query's keys ask: the one whose needed keys are all there and which takes
 * every key given. A mix of two questions, or a key no question takes, asks none: better a
 * 400 than an answer to a question the client did not mean.
 */
export function appointmentsQuestionOf(query: Record<string, unknown>): AppointmentsQuestion | undefined {
  const keys = Object.keys(query);
  return QUESTIONS.find(({ needs, schema }) => needs.every((key) => keys.includes(key)) && keys.every((key) => key in schema.shape))?.question;
}
