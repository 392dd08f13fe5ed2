import fc from 'fast-check';
import { calendarDateSchema, serviceIdListSchema, timeZoneSchema, yearQuerySchema, yearSchema } from '@groombook/contracts';
import { reminderRulesSchema, reminderTemplateSchema } from '@groombook/contracts/reminder-settings';
import { appointmentStatusFilterSchema } from '@groombook/contracts/platform';
import { APPOINTMENT_DURATION, APPOINTMENT_STATUSES, BOOKING_BUFFER, DOG_SIZES } from '@groombook/domain';
import type { ArbitraryHints } from './zod-arbitrary';

/** A real day of the years the product books in, written YYYY-MM-DD. */
export const calendarDates = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
  .map((day) => day.toISOString().slice(0, 10));

const pad = (n: number) => String(n).padStart(2, '0');
const clockTimes = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`);

/** A week of stretches: each weekday at most once, the start before the end. */
const weekOfHours = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }).chain((weekdays) =>
  fc.tuple(
    ...weekdays.map((weekday) =>
      fc.tuple(fc.integer({ min: 0, max: 22 }), fc.integer({ min: 0, max: 22 })).map(([a, b]) => ({ weekday, start: `${pad(Math.min(a, b))}:00`, end: `${pad(Math.max(a, b) + 1)}:00` })),
    ),
  ),
);

/** Whole quarter hours from `fewest` quarters up to the longest appointment, in minutes. */
const quarterHours = (fewest: number) =>
  fc.integer({ min: fewest, max: APPOINTMENT_DURATION.maxMinutes / APPOINTMENT_DURATION.stepMinutes }).map((n) => n * APPOINTMENT_DURATION.stepMinutes);

/** A reminder's words: known fields only, well within two segments. */
const reminderTemplates = fc.constantFrom('Hi {customer_first_name}! See {pet_name} on {date} at {time}. {salon}', 'Reminder from {salon}: {manage_link}', 'See you tomorrow');
/** A salon's reminders: at most three, no two at the same time. */
const reminderRules = fc
  .uniqueArray(fc.oneof(fc.integer({ min: 1, max: 168 }), fc.integer({ min: 0, max: 23 }).map((hour) => -hour - 1)), { maxLength: 3 })
  .chain((timings) =>
    fc.tuple(
      ...timings.map((timing) =>
        reminderTemplates.map((template) => (timing > 0 ? { kind: 'hours_before', hours_before: timing, template } : { kind: 'day_before', time: `${pad(-timing - 1)}:00`, template })),
      ),
    ),
  );

const recurringConfigs = fc.oneof(
  fc.record({ frequency: fc.constantFrom('daily', 'weekly', 'monthly'), interval: fc.integer({ min: 1, max: 12 }), endType: fc.constant('count'), endCount: fc.integer({ min: 2, max: 6 }) }),
  fc.record({ frequency: fc.constant('weekly'), interval: fc.integer({ min: 1, max: 4 }), endType: fc.constant('count'), endCount: fc.integer({ min: 2, max: 4 }), daysOfWeek: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }) }),
);

/** An audience filter's rule: one part or more, the two dates in order. */
const audienceRules = fc.oneof(
  fc.record({ no_visit_weeks: fc.integer({ min: 1, max: 104 }) }),
  fc.record({ dog_sizes: fc.uniqueArray(fc.constantFrom(...DOG_SIZES), { minLength: 1, maxLength: 4 }) }),
  fc.record({ breed: fc.constantFrom('Poodle', 'labrador', 'Great Dane') }),
  fc.tuple(calendarDates, calendarDates).map(([a, b]) => ({ visited_from: a < b ? a : b, visited_to: a < b ? b : a })),
);

/**
 * What zod's refinements hide in the contracts (a real day, a year in range, a known time zone,
 * whole quarter hours, a series' configuration), so generated valid requests are valid.
 */
export function contractHints(byKey: Record<string, fc.Arbitrary<unknown>> = {}): ArbitraryHints {
  return {
    bySchema: new Map<Parameters<NonNullable<ArbitraryHints['bySchema']>['get']>[0], fc.Arbitrary<unknown>>([
      [calendarDateSchema, calendarDates],
      [yearSchema, fc.integer({ min: 2024, max: 2028 })],
      [yearQuerySchema, fc.integer({ min: 2024, max: 2028 }).map(String)],
      [timeZoneSchema, fc.constantFrom('America/New_York', 'America/Chicago', 'Europe/Paris', 'UTC')],
      // The month list's status filter: one status or several, comma-separated.
      // Free times' services: menu ids separated by commas.
      [serviceIdListSchema, fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: 1, maxLength: 3 }).map((ids) => ids.join(','))],
      [reminderTemplateSchema, reminderTemplates],
      [reminderRulesSchema, reminderRules],
      [appointmentStatusFilterSchema, fc.uniqueArray(fc.constantFrom(...APPOINTMENT_STATUSES), { minLength: 1, maxLength: 3 }).map((statuses) => statuses.join(','))],
    ]),
    byKey: {
      time: clockTimes,
      preferred_time: clockTimes,
      // A stretch of a weekday (opening hours, a break): its refinement wants real times, the start first.
      start: clockTimes,
      end: clockTimes,
      // A week of opening hours: each weekday at most once, opening before closing.
      hours: weekOfHours,
      booking_buffer_minutes: fc.integer({ min: 0, max: BOOKING_BUFFER.maxMinutes / BOOKING_BUFFER.stepMinutes }).map((n) => n * BOOKING_BUFFER.stepMinutes),
      // An appointment link's token: 43 URL-safe characters, as the API issues them.
      token: fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), minLength: 43, maxLength: 43 }),
      groomer_id: fc.uuid({ version: 4 }),
      customer_id: fc.uuid({ version: 4 }),
      duration_minutes: quarterHours(1),
      duration: fc.integer({ min: 1, max: 32 }).map((n) => String(n * 15)),
      // A menu entry's minutes at each dog size: whole quarter hours, 0 included.
      durations: fc.record(Object.fromEntries(DOG_SIZES.map((size) => [size, quarterHours(0)]))),
      recurring_config: recurringConfigs,
      // A saved audience filter's rule, and one written inline in a campaign's audience.
      rule: audienceRules,
      filter: audienceRules,
      appointment_ids: fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: 1, maxLength: 3 }).map((ids) => ids.join(',')),
      ...byKey,
    },
  };
}
