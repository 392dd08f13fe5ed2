import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appointmentsOverlap,
  conflictMessage,
  conflictsWith,
  findConflicts,
  recurringConflictMessage,
  seriesConflictLines,
  toConflictEntry,
  type SchedulableAppointment,
} from './conflicts';

const appt = (id: string, time: string | null, duration = 60, extra: Partial<SchedulableAppointment> = {}) => ({
  id,
  groomer_id: 'g1',
  date: '2025-03-10',
  time,
  duration_minutes: duration,
  ...extra,
});

const asObject = (map: Map<string, string[]>) =>
  Object.fromEntries([...map].map(([id, ids]) => [id, [...ids].sort()]).sort(([a], [b]) => String(a).localeCompare(String(b))));

describe('findConflicts', () => {
  it('reports overlapping appointments of one groomer on one day, both ways', () => {
    const result = findConflicts([
      appt('a', '09:00', 90),
      appt('b', '10:00', 60),
      appt('c', '10:30', 30), // touches a's end (10:30): overlaps b only
      appt('d', '11:00', 30), // touches b's and c's ends: no conflict
    ]);
    expect(asObject(result)).toEqual({ a: ['b'], b: ['a', 'c'], c: ['b'] });
  });

  it('ignores untimed appointments, other groomers and other days', () => {
    const result = findConflicts([
      appt('a', '09:00', 120),
      appt('untimed', null),
      appt('blank', ''),
      appt('unreadable', 'soon'),
      appt('other-groomer', '09:30', 60, { groomer_id: 'g2' }),
      appt('no-groomer', '09:30', 60, { groomer_id: null }),
      appt('other-day', '09:30', 60, { date: '2025-03-11' }),
    ]);
    expect(result.size).toBe(0);
  });

  it('leaves cancelled and no-show appointments out: they no longer hold their slot', () => {
    const result = findConflicts([
      appt('a', '09:00', 120, { status: 'ready' }),
      appt('cancelled', '09:30', 60, { status: 'cancelled' }),
      appt('no-show', '10:00', 60, { status: 'no_show' }),
      appt('completed', '10:30', 60, { status: 'completed' }),
    ]);
    expect(asObject(result)).toEqual({ a: ['completed'], completed: ['a'] });
    expect(conflictsWith(appt('new', '09:30', 30), [appt('cancelled', '09:30', 60, { status: 'cancelled' })])).toEqual([]);
  });

  it('reads API times with seconds and offsets, and defaults a missing duration to 90', () => {
    const result = findConflicts([appt('a', '09:00:00+00', 0, { duration_minutes: null }), appt('b', '10:15:00')]);
    expect(asObject(result)).toEqual({ a: ['b'], b: ['a'] });
  });
});

describe('conflictsWith', () => {
  const existing = [appt('a', '09:00', 60), appt('b', '11:00', 60), appt('c', '09:30', 30, { groomer_id: 'g2' })];

  it('finds the existing appointments a candidate overlaps, by start time', () => {
    const candidate = { groomer_id: 'g1', date: '2025-03-10', time: '09:30', duration_minutes: 120 };
    expect(conflictsWith(candidate, existing).map((a) => a.id)).toEqual(['a', 'b']);
    expect(conflictsWith({ ...candidate, time: '10:00', duration_minutes: 60 }, existing)).toEqual([]);
    expect(conflictsWith({ ...candidate, time: null }, existing)).toEqual([]);
  });

  it('leaves out the appointment being edited', () => {
    const edited = { id: 'a', groomer_id: 'g1', date: '2025-03-10', time: '09:15', duration_minutes: 30 };
    expect(conflictsWith(edited, existing)).toEqual([]);
    expect(conflictsWith({ ...edited, id: undefined }, existing, 'a')).toEqual([]);
    expect(conflictsWith({ ...edited, id: undefined }, existing).map((a) => a.id)).toEqual(['a']);
  });
});

describe('conflict messages', () => {
  it('names the single conflict', () => {
    expect(conflictMessage([{ time: '14:30:00+00', customerName: 'Ann', dogName: 'Rex' }])).toBe(
      'Scheduling conflict: Ann (Rex) is already scheduled at 2:30 PM',
    );
    expect(conflictMessage([{ time: '14:30', customer_name: 'Bo' }])).toBe(
      'Scheduling conflict: Bo (Unknown Dog) is already scheduled at 2:30 PM',
    );
    expect(conflictMessage([{ time: '14:30', customerName: ' ', dogName: null }])).toBe(
      'Scheduling conflict: Unknown Customer (Unknown Dog) is already scheduled at 2:30 PM',
    );
  });

  it('reads times as h:mm AM/PM, never as 24-hour text', () => {
    expect(conflictMessage([{ time: '09:00', customerName: 'Ann', dogName: 'Rex' }])).toBe(
      'Scheduling conflict: Ann (Rex) is already scheduled at 9:00 AM',
    );
    expect(conflictMessage([{ time: '00:15:00', customerName: 'Ann', dogName: 'Rex' }])).toBe(
      'Scheduling conflict: Ann (Rex) is already scheduled at 12:15 AM',
    );
  });

  it('counts several conflicts and names each, and gives null for none', () => {
    expect(
      conflictMessage([
        { time: '09:00', customerName: 'Ann', dogName: 'Rex' },
        { time: '12:30', customer_name: 'Bo' },
        { time: '17:00:00+00', customerName: 'Cy', dogName: 'Luna' },
      ]),
    ).toBe(
      'Multiple scheduling conflicts detected (3 conflicts): Ann (Rex) at 9:00 AM; Bo (Unknown Dog) at 12:30 PM; Cy (Luna) at 5:00 PM. Please check the appointment times.',
    );
    expect(conflictMessage([])).toBeNull();
  });

  it('summarises a recurring series', () => {
    expect(recurringConflictMessage(3, 12)).toBe('3 of 12 appointments have groomer conflicts');
  });

  it("names each date a series collides on, with the groomer, the other appointment's time and its dog", () => {
    const lines = seriesConflictLines('Sam Chen', [
      { date: '2026-12-08', conflicts: [{ time: '09:00', dogName: 'Luna' }] },
      { date: '2027-01-05', conflicts: [{ time: '10:30:00', dogName: 'Rex' }, { time: '13:00', dogName: null }] },
    ]);
    expect(lines).toEqual([
      'Sam Chen is already booked on Tue, Dec 8, 2026 at 9:00 AM (Luna)',
      'Sam Chen is already booked on Tue, Jan 5, 2027 at 10:30 AM (Rex)',
      'Sam Chen is already booked on Tue, Jan 5, 2027 at 1:00 PM (Unknown Dog)',
    ]);
    expect(seriesConflictLines(null, [{ date: '2026-12-08', conflicts: [{ time: null, dogName: 'Luna' }] }])).toEqual([
      'The groomer is already booked on Tue, Dec 8, 2026 (Luna)',
    ]);
    expect(seriesConflictLines('Sam Chen', [])).toEqual([]);
  });

  it('builds an entry from an appointment row', () => {
    expect(toConflictEntry({ time: '09:30:00', dog_name: 'Rex', customer: { name: 'Ann' } })).toEqual({
      time: '09:30',
      customerName: 'Ann',
      dogName: 'Rex',
      customer_name: 'Ann',
    });
  });
});

describe('findConflicts properties', () => {
  const schedule = fc.array(
    fc.record({
      groomer_id: fc.constantFrom('g1', 'g2', 'g3', null),
      date: fc.constantFrom('2025-03-10', '2025-03-11'),
      time: fc.option(
        fc.tuple(fc.integer({ min: 8, max: 19 }), fc.constantFrom(0, 10, 15, 30, 45)).map(
          ([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
        ),
        { nil: null },
      ),
      duration_minutes: fc.integer({ min: 1, max: 32 }).map((n) => n * 15),
    }),
    { maxLength: 40 },
  );

  type Row = { groomer_id: string | null; date: string; time: string | null; duration_minutes: number };
  // Written from the rules, independently of the module's own overlap test.
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const bruteOverlap = (a: Row, b: Row) =>
    a.groomer_id !== null && a.groomer_id === b.groomer_id && a.date === b.date && a.time !== null && b.time !== null &&
    minutes(a.time) < minutes(b.time) + b.duration_minutes && minutes(b.time) < minutes(a.time) + a.duration_minutes;

  it('agrees with a brute-force pairwise check', () => {
    fc.assert(
      fc.property(schedule, (rows) => {
        const appointments = rows.map((row, i) => ({ ...row, id: `a${i}` }));
        const expected = new Map<string, string[]>();
        for (const a of appointments) {
          const overlapping = appointments.filter((b) => b.id !== a.id && bruteOverlap(a, b)).map((b) => b.id);
          if (overlapping.length > 0) expected.set(a.id, overlapping);
        }
        expect(asObject(findConflicts(appointments))).toEqual(asObject(expected));
        for (const a of appointments) {
          const single = conflictsWith({ ...a, id: undefined }, appointments, a.id).map((b) => b.id).sort();
          expect(single).toEqual([...(expected.get(a.id) ?? [])].sort());
        }
      }),
      { numRuns: 500 },
    );
  });

  it('overlap is the half-open interval intersection', () => {
    const start = fc.integer({ min: 0, max: 23 * 60 + 59 });
    const duration = fc.integer({ min: 1, max: 32 }).map((n) => n * 15);
    fc.assert(
      fc.property(start, start, duration, duration, (s1, s2, d1, d2) => {
        const t = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const overlap = appointmentsOverlap(appt('x', t(s1), d1), appt('y', t(s2), d2));
        expect(overlap).toBe(s1 < s2 + d2 && s2 < s1 + d1);
      }),
    );
  });
});
