/**
 * Which appointment reminders a salon sends: each rule a timing ("the day before at 10:00",
 * "48 hours before") and the words, a message template (`message-templates.ts`).
 */

export type ReminderTiming = { kind: 'day_before'; time: string } | { kind: 'hours_before'; hours_before: number };
export type ReminderRule = ReminderTiming & { template: string };

/** At most this many reminders per appointment. */
export const MAX_REMINDER_RULES = 3;
/** "N hours before": from 1 hour to a week. */
export const REMINDER_HOURS_BEFORE = { min: 1, max: 168 } as const;

/**
 * The reminder every salon starts with. Filled, it says what the fixed reminder said:
 * "Hi Bella! Happy Paws here: a reminder of Rex's grooming appointment on Wed, May 6 at 2:30
 * PM. Reply C to confirm, or manage it: https://… Reply STOP to opt out."
 */
export const DEFAULT_REMINDER_TEMPLATE =
  "Hi {customer_first_name}! {salon} here: a reminder of {pet_name|your dog}'s grooming appointment on {date} at {time}. Reply C to confirm, or manage it: {manage_link} Reply STOP to opt out.";

/** The day before at 10:00, salon time: the reminder before salons chose their own. */
export const DEFAULT_REMINDER_RULES: readonly ReminderRule[] = [{ kind: 'day_before', time: '10:00', template: DEFAULT_REMINDER_TEMPLATE }];

/**
 * What names a rule's reminder of an appointment, whatever its words: two rules with one key
 * are alike, and a reminder already sent under a key is not sent again for the same start.
 */
export function reminderRuleKey(timing: ReminderTiming): string {
  return timing.kind === 'day_before' ? `day-before-${timing.time.replace(':', '')}` : `hours-before-${timing.hours_before}`;
}

/** The timing as the settings say it: "The day before at 10:00", "48 hours before", "1 hour before". */
export function reminderTimingLabel(timing: ReminderTiming): string {
  if (timing.kind === 'day_before') return `The day before at ${timing.time}`;
  return `${timing.hours_before} ${timing.hours_before === 1 ? 'hour' : 'hours'} before`;
}

/** The rules' keys that appear more than once: a list with any is refused. */
export function repeatedReminderRules(rules: readonly ReminderTiming[]): string[] {
  const keys = rules.map(reminderRuleKey);
  return [...new Set(keys.filter((key, index) => keys.indexOf(key) !== index))];
}
