import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_RULES, DEFAULT_REMINDER_TEMPLATE, smsSegments, templateAtFullLength, type ReminderTiming } from '@groombook/domain';
import { zonedInstant } from '../../../core/clock/company-time';
import { plannedReminders, reminderDueAt, reminderText } from './appointment-reminders';

const NY = 'America/New_York';
const at = (local: string) => zonedInstant(local.slice(0, 10), local.slice(11), NY);
const dayBefore: ReminderTiming = { kind: 'day_before', time: '10:00' };
const hours = (n: number): ReminderTiming => ({ kind: 'hours_before', hours_before: n });

describe('when a reminder goes out', () => {
  it('the day before at its time, salon time, or hours before the start', () => {
    const appointment = { date: '2026-05-06', time: '14:30' };
    expect(reminderDueAt(dayBefore, appointment, NY)).toEqual(at('2026-05-05T10:00'));
    expect(reminderDueAt({ kind: 'day_before', time: '18:15' }, appointment, NY)).toEqual(at('2026-05-05T18:15'));
    expect(reminderDueAt(hours(48), appointment, NY)).toEqual(at('2026-05-04T14:30'));
    expect(reminderDueAt(hours(2), appointment, NY)).toEqual(at('2026-05-06T12:30'));
  });

  it('counts hours across a change of the clocks as hours, not wall-clock times', () => {
    // New York moves to summer time at 02:00 on 2026-03-08: 24 hours before 12:00 that day is 11:00 the day before.
    expect(reminderDueAt(hours(24), { date: '2026-03-08', time: '12:00' }, NY)).toEqual(at('2026-03-07T11:00'));
    expect(reminderDueAt(dayBefore, { date: '2026-03-08', time: '12:00' }, NY)).toEqual(at('2026-03-07T10:00'));
  });

  it('plans each rule at its time while it is ahead', () => {
    const plan = plannedReminders({ date: '2026-05-10', time: '14:00' }, [hours(48), hours(2)], NY, at('2026-05-01T12:00'), true);
    expect(plan).toEqual({
      startsAt: at('2026-05-10T14:00'),
      reminders: [
        { ruleKey: 'hours-before-48', sendAt: at('2026-05-08T14:00') },
        { ruleKey: 'hours-before-2', sendAt: at('2026-05-10T12:00') },
      ],
    });
  });

  it('sends at once only the nearest rule whose time has passed, and only when catching up', () => {
    const now = at('2026-05-10T12:30');
    const rules = [hours(48), dayBefore, hours(1)];
    expect(plannedReminders({ date: '2026-05-10', time: '14:00' }, rules, NY, now, true)?.reminders).toEqual([
      { ruleKey: 'hours-before-1', sendAt: at('2026-05-10T13:00') },
      { ruleKey: 'day-before-1000', sendAt: now },
    ]);
    expect(plannedReminders({ date: '2026-05-10', time: '14:00' }, rules, NY, now, false)?.reminders).toEqual([{ ruleKey: 'hours-before-1', sendAt: at('2026-05-10T13:00') }]);
  });

  it('never for an appointment that has started, or a timeless one of today', () => {
    expect(plannedReminders({ date: '2026-05-05', time: '17:00' }, [dayBefore], NY, at('2026-05-05T18:00'), true)).toBeNull();
    expect(plannedReminders({ date: '2026-05-05', time: null }, [dayBefore], NY, at('2026-05-05T08:00'), true)).toBeNull();
    expect(plannedReminders({ date: '2026-05-06', time: null }, [dayBefore], NY, at('2026-05-05T08:00'), true)?.reminders).toEqual([
      { ruleKey: 'day-before-1000', sendAt: at('2026-05-05T10:00') },
    ]);
  });

  it('none at all when the salon sends none', () => {
    expect(plannedReminders({ date: '2026-05-06', time: '10:00' }, [], NY, at('2026-05-01T08:00'), true)?.reminders).toEqual([]);
  });
});

describe('the reminder text', () => {
  const details = { companyName: 'Happy Paws', customerName: 'Bella Owner', dogName: 'Rex', date: '2026-05-06', time: '14:30' };
  const link = `https://app.groombook.example/my-appointment?token=${'a'.repeat(43)}`;

  it('by default says what the fixed reminder said, the day before at 10:00', () => {
    expect(DEFAULT_REMINDER_RULES).toEqual([{ kind: 'day_before', time: '10:00', template: DEFAULT_REMINDER_TEMPLATE }]);
    expect(reminderText(DEFAULT_REMINDER_TEMPLATE, { ...details, link })).toBe(
      `Hi Bella! Happy Paws here: a reminder of Rex's grooming appointment on Wed, May 6 at 2:30 PM. Reply C to confirm, or manage it: ${link} Reply STOP to opt out.`,
    );
  });

  it('the default stays within two segments with every field at its full width', () => {
    expect(smsSegments(templateAtFullLength(DEFAULT_REMINDER_TEMPLATE)).segments).toBeLessThanOrEqual(2);
  });

  it("fills a salon's own words, with fallbacks for what it does not know", () => {
    expect(reminderText('{pet_name} at {salon}, {date} {time}', { ...details, time: '00:15' })).toBe('Rex at Happy Paws, Wed, May 6 12:15 AM');
    expect(reminderText(DEFAULT_REMINDER_TEMPLATE, { ...details, customerName: null, dogName: null })).toMatch(/^Hi there! Happy Paws here: a reminder of your dog's grooming/);
    expect(reminderText(DEFAULT_REMINDER_TEMPLATE, { ...details, time: null })).toContain('grooming appointment on Wed, May 6. Reply C to confirm');
  });
});
