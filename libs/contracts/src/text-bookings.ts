import { z } from 'zod';
import { uuidSchema } from './companies';

/**
 * The appointment a customer's latest texts ask for, read by Fast Appointment Entry's reader
 * (`GET /api/sms-conversations/suggestion?customerId=`): the customer is the conversation's, the
 * dog one of their pets (or a name none of them has), the day and time as asked (the salon's
 * time zone, counted from the text's arrival), the services of the menu it names, and the free
 * start times nearest the asked time. Null when the texts ask for nothing bookable.
 */
export const textBookingSuggestionSchema = z.object({
  customer_id: z.string(),
  customer_name: z.string().nullable(),
  /** The texts read, oldest first: the customer's since the salon last wrote. */
  text: z.string(),
  pet_id: z.string().nullable(),
  dog_name: z.string().nullable(),
  /** YYYY-MM-DD. */
  date: z.string().nullable(),
  /** HH:MM, 24-hour. */
  time: z.string().nullable(),
  groomer_id: z.string().nullable(),
  groomer_name: z.string().nullable(),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Free start times (HH:MM) of the day nearest the asked time, closest first, each with a groomer free then (the one named, when named). */
  free_times: z.array(z.object({ time: z.string(), groomer_id: z.string(), groomer_name: z.string() })),
});
export type TextBookingSuggestion = z.infer<typeof textBookingSuggestionSchema>;

export const textBookingSuggestionResponseSchema = z.object({ success: z.literal(true), data: textBookingSuggestionSchema.nullable() });

/** `POST /api/text-bookings/confirmation`: the appointment whose confirmation is texted to its customer. */
export const textBookingConfirmationRequestSchema = z.object({ appointmentId: uuidSchema });
export type TextBookingConfirmationRequest = z.infer<typeof textBookingConfirmationRequestSchema>;
