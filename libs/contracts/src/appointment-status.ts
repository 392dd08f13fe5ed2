import { z } from 'zod';
import { APPOINTMENT_STATUSES, DISCOUNT_TYPES, PAYMENT_METHODS } from '@groombook/domain';
import { uuidSchema } from './companies';
import { moneySchema, plainText } from './fields';


const reason = (label: string) => plainText(label).trim().max(500, `${label} is too long`);

/** The groomer's notes on the dog and an optional photo, given when the appointment becomes ready and sent with the ready text. */
export const reportCardSchema = z.object({
  notes: plainText('Report card notes').trim().min(1, 'Report card notes are required').max(500, 'Report card notes are too long (at most 500 characters)'),
  media_id: uuidSchema.optional(),
});
export type ReportCard = z.infer<typeof reportCardSchema>;

/**
 * POST /api/appointments/status: move one appointment to another status. A cancellation
 * carries its reason and whether it came late; `completed` is reached through checkout.
 */
export const changeAppointmentStatusRequestSchema = z
  .object({
    id: uuidSchema,
    status: z.enum(APPOINTMENT_STATUSES, { error: `status must be one of ${APPOINTMENT_STATUSES.join(', ')}` }),
    reason: reason('Reason').optional(),
    late: z.boolean().optional(),
    report_card: reportCardSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'cancelled' && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'A cancellation needs a reason' });
    }
    if (value.status !== 'cancelled' && (value.reason !== undefined || value.late !== undefined)) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Only a cancellation takes a reason and lateness' });
    }
    if (value.status !== 'ready' && value.report_card !== undefined) {
      context.addIssue({ code: 'custom', path: ['report_card'], message: 'Only a move to ready takes a report card' });
    }
  });
export type ChangeAppointmentStatusRequest = z.infer<typeof changeAppointmentStatusRequestSchema>;


export const discountSchema = z.object({
  type: z.enum(DISCOUNT_TYPES, { error: "Discount type must be 'amount' or 'percent'" }),
  value: moneySchema('Discount'),
  reason: reason('Discount reason').min(1, 'A discount needs a reason'),
});
export type Discount = z.infer<typeof discountSchema>;

/** One groomer's share of the tip. */
export const tipShareSchema = z.object({ groomer_id: uuidSchema, amount: moneySchema('Tip') });

/**
 * POST /api/appointments/checkout: complete an appointment at the desk: how it was paid, the
 * amount paid, an optional discount and the tip, whole or split between groomers (each
 * groomer at most once). One transaction: the payment, the tip shares and the status.
 */
export const checkoutRequestSchema = z.object({
  id: uuidSchema,
  payment_method: z.enum(PAYMENT_METHODS, { error: "Payment method must be 'cash', 'card' or 'other'" }),
  amount_paid: moneySchema('Amount paid'),
  discount: discountSchema.nullish(),
  tips: z
    .array(tipShareSchema)
    .max(10, 'At most 10 tip shares')
    .refine((shares) => new Set(shares.map((share) => share.groomer_id)).size === shares.length, 'Each groomer can have one tip share')
    .default([]),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
