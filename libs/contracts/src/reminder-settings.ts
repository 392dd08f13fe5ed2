import { z } from 'zod';
import { MAX_REMINDER_RULES, REMINDER_HOURS_BEFORE, reminderRuleKey, reminderTimingLabel, repeatedReminderRules } from '@groombook/domain';
// Through the package's index, the module every page shares: the Settings page then takes these
// from the shared contracts instead of building a second copy of their files.
import { clockTimeSchema, messageTemplateSchema, uuidSchema } from '@groombook/contracts';

/**
 * The wire contract of the salon's reminders: which go out before an appointment, in what
 * words, and a template's preview filled from a real appointment. `@groombook/contracts/
 * reminder-settings`, apart from the index, which every page shares and downloads whole: only
 * the Settings page, loaded when opened, reads it.
 */

/** A reminder's words: a message template of at most two SMS segments once filled. */
export const reminderTemplateSchema = messageTemplateSchema('Reminder text');
const hoursBeforeMessage = `Hours before must be a whole number from ${REMINDER_HOURS_BEFORE.min} to ${REMINDER_HOURS_BEFORE.max}`;

/** One reminder: the day before at a time of the salon's day, or a number of hours before the start. */
export const reminderRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('day_before'), time: clockTimeSchema, template: reminderTemplateSchema }),
    z.object({
      kind: z.literal('hours_before'),
      hours_before: z.number({ error: hoursBeforeMessage }).int(hoursBeforeMessage).min(REMINDER_HOURS_BEFORE.min, hoursBeforeMessage).max(REMINDER_HOURS_BEFORE.max, hoursBeforeMessage),
      template: reminderTemplateSchema,
    }),
  ],
  { error: 'Timing must be day_before or hours_before' },
);
export type ReminderRuleBody = z.infer<typeof reminderRuleSchema>;

/** The whole list: at most three, no two at the same time. */
export const reminderRulesSchema = z
  .array(reminderRuleSchema, { error: 'Reminders must be a list' })
  .max(MAX_REMINDER_RULES, `At most ${MAX_REMINDER_RULES} reminders`)
  .superRefine((rules, context) => {
    const repeated = repeatedReminderRules(rules);
    if (repeated.length === 0) return;
    const first = rules.find((rule) => repeated.includes(reminderRuleKey(rule)));
    context.addIssue({ code: 'custom', message: `Two reminders are alike: ${first ? reminderTimingLabel(first).toLowerCase() : 'the same time'}` });
  });

/** PUT /api/reminder-settings (admins): the whole list, saved at once. */
export const updateReminderSettingsRequestSchema = z.object({ reminders: reminderRulesSchema });

/** GET and PUT /api/reminder-settings (admins): the company's reminders, in order. */
export const reminderSettingsResponseSchema = z.object({
  success: z.literal(true),
  reminders: z.array(
    z.union([
      z.object({ kind: z.literal('day_before'), time: z.string(), template: z.string() }),
      z.object({ kind: z.literal('hours_before'), hours_before: z.number(), template: z.string() }),
    ]),
  ),
});
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponseSchema>;

/**
 * POST /api/reminder-settings/preview (admins): a template filled from one of the company's
 * appointments (the given one, else the next upcoming one, else a sample).
 */
export const reminderPreviewRequestSchema = z.object({ template: reminderTemplateSchema, appointment_id: uuidSchema.optional() });

export const reminderPreviewResponseSchema = z.object({
  success: z.literal(true),
  text: z.string(),
  segments: z.number(),
  encoding: z.enum(['gsm', 'unicode']),
  /** The appointment it was filled from; null: a sample (the company has none upcoming). */
  appointment_id: z.string().nullable(),
});
export type ReminderPreviewResponse = z.infer<typeof reminderPreviewResponseSchema>;
