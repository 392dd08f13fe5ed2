import { describe, expect, it } from 'vitest';
import { appointmentBookedMessage, seriesBookedMessage } from './booking-words';

const rex = { dogName: ' Rex ', groomerName: 'Sam Chen', date: '2026-11-26', time: '10:00' };

describe('what a booking says it booked', () => {
  it("starts with 'Appointment successfully added!' and names the dog, the groomer, the day and the time as people read them", () => {
    expect(appointmentBookedMessage(rex)).toBe('Appointment successfully added! Booked Rex with Sam Chen on Thu, Nov 26, 2026 at 10:00 AM.');
    expect(appointmentBookedMessage({ ...rex, time: '13:30', groomerName: null })).toBe(
      'Appointment successfully added! Booked Rex on Thu, Nov 26, 2026 at 1:30 PM.',
    );
    expect(appointmentBookedMessage({ ...rex, time: '' })).toBe('Appointment successfully added! Booked Rex with Sam Chen on Thu, Nov 26, 2026.');
  });

  it('counts a series and says how it repeats, never with its id', () => {
    expect(seriesBookedMessage(4, rex, { frequency: 'weekly', interval: 2, endType: 'count', endCount: 4 })).toBe(
      'Booked 4 appointments for Rex with Sam Chen, every 2 weeks from Thu, Nov 26, 2026 at 10:00 AM.',
    );
    expect(seriesBookedMessage(6, rex, { frequency: 'weekly', interval: 1, endType: 'count', endCount: 6, daysOfWeek: [2, 4] })).toBe(
      'Booked 6 appointments for Rex with Sam Chen, every week on Tue, Thu from Thu, Nov 26, 2026 at 10:00 AM.',
    );
    expect(seriesBookedMessage(3, { ...rex, time: '' }, { frequency: 'monthly', interval: 1, endType: 'count', endCount: 3, dayOfMonth: 26 })).toBe(
      'Booked 3 appointments for Rex with Sam Chen, every month on day 26 from Thu, Nov 26, 2026.',
    );
  });
});
