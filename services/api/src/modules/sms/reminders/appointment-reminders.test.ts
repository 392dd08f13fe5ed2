import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../../core/clock/company-time';
import { REMINDER_MAX_LENGTH, reminderText, reminderTimes } from './appointment-reminders';

const NY = 'America/New_York';
const at = (local: string) => zonedInstant(local.slice(0, 10), local.slice(11), NY);

describe('when a reminder goes out', () => {
  it('at 10:00 company time the day before', () => {
    expect(reminderTimes({ date: '2026-05-06', time: '14:30' }, NY, at('2026-05-01T12:00'))).toEqual({
      sendAt: at('2026-05-05T10:00'),
      startsAt: at('2026-05-06T14:30'),
    });
  });

  it('at once when that has passed but the appointment is ahead', () => {
    const now = at('2026-05-05T18:00');
    expect(reminderTimes({ date: '2026-05-06', time: '09:00' }, NY, now)?.sendAt).toEqual(now);
    expect(reminderTimes({ date: '2026-05-05', time: '19:00' }, NY, now)?.sendAt).toEqual(now);
  });

  it('never for an appointment that has started, or a timeless one of today', () => {
    expect(reminderTimes({ date: '2026-05-05', time: '17:00' }, NY, at('2026-05-05T18:00'))).toBeNull();
    expect(reminderTimes({ date: '2026-05-05', time: null }, NY, at('2026-05-05T08:00'))).toBeNull();
    expect(reminderTimes({ date: '2026-05-06', time: null }, NY, at('2026-05-05T08:00'))?.sendAt).toEqual(at('2026-05-05T10:00'));
  });
});

describe('the reminder text', () => {
  const details = { companyName: 'Happy Paws', customerName: 'Bella Owner', dogName: 'Rex', date: '2026-05-06', time: '14:30' };

  it('names the customer, the dog, the day and the time, and how to opt out', () => {
    expect(reminderText(details, NY, at('2026-05-05T10:00'))).toBe(
      "Hi Bella! Happy Paws here: a reminder of Rex's grooming appointment tomorrow, Wed, May 6 at 2:30 PM. Reply C to confirm. Reply STOP to opt out.",
    );
  });

  it("carries the customer's link, within two segments", () => {
    const link = `https://app.groombook.example/my-appointment?token=${'a'.repeat(43)}`;
    const text = reminderText({ ...details, link }, NY, at('2026-05-05T10:00'));
    expect(text).toBe(
      `Hi Bella! Happy Paws here: a reminder of Rex's grooming appointment tomorrow, Wed, May 6 at 2:30 PM. Reply C to confirm, or manage it: ${link} Reply STOP to opt out.`,
    );
    expect(text.length).toBeLessThanOrEqual(REMINDER_MAX_LENGTH);
    const long = reminderText({ ...details, companyName: 'The Very Long Named Grooming Parlour and Spa of the Upper West Side', dogName: 'Maximilian', link }, NY, at('2026-05-05T10:00'));
    expect(long.startsWith('The Very Long Named')).toBe(true);
    expect(long).toContain(link);
    expect(long.length).toBeLessThanOrEqual(REMINDER_MAX_LENGTH);
  });

  it('says today, or the date, and leaves out what it does not know', () => {
    expect(reminderText({ ...details, date: '2026-05-05', time: '09:05' }, NY, at('2026-05-05T08:00'))).toContain('appointment today at 9:05 AM');
    expect(reminderText({ ...details, customerName: null, dogName: null, time: null }, NY, at('2026-05-01T10:00'))).toBe(
      'Happy Paws here: a reminder of your grooming appointment on Wed, May 6. Reply C to confirm. Reply STOP to opt out.',
    );
    expect(reminderText({ ...details, time: '00:15' }, NY, at('2026-05-01T10:00'))).toContain('at 12:15 AM');
  });
});
