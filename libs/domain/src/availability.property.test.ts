import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_STEP_MINUTES,
  availableStarts,
  bookingWarnings,
  busyStretch,
  weekdayOf,
  workingStretches,
  type AvailabilityInput,
  type BusyTime,
  type GroomerSchedule,
  type WeeklyStretch,
} from './availability';
import { minutesToTime, timeToMinutes } from './time-slots';

/** Quarter hours and odd minutes alike: stored times are not always on the step. */
const minute = fc.integer({ min: 0, max: 1439 });
const clock = minute.map(minutesToTime);

/** A stretch of a weekday, start before end. */
const stretch = (weekday: fc.Arbitrary<number>) =>
  fc.tuple(weekday, minute, fc.integer({ min: 1, max: 720 })).map(([day, start, length]): WeeklyStretch => ({
    weekday: day,
    start: minutesToTime(start),
    end: minutesToTime(Math.min(1439, start + length)),
  }));

const DATE = '2031-03-12';
const WEEKDAY = weekdayOf(DATE);
/** Mostly the day asked about, sometimes another: stretches of other days must not count. */
const weekday = fc.oneof({ weight: 4, arbitrary: fc.constant(WEEKDAY) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 6 }) });
const GROOMER_IDS = ['g1', 'g2', 'g3'] as const;

const groomer = (id: string) =>
  fc.record({
    hours: fc.option(fc.array(stretch(weekday), { maxLength: 3 }), { nil: null }),
    breaks: fc.array(stretch(weekday), { maxLength: 3 }),
    timeOff: fc.array(
      fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: 0, max: 3 })).map(([from, days]) => {
        const start = new Date(Date.UTC(2031, 2, 12 + from));
        const end = new Date(Date.UTC(2031, 2, 12 + from + days));
        return { startsOn: start.toISOString().slice(0, 10), endsOn: end.toISOString().slice(0, 10), reason: null };
      }),
      { maxLength: 1 },
    ),
  }).map((schedule): GroomerSchedule => ({ id, ...schedule }));

const busy: fc.Arbitrary<BusyTime> = fc.record({
  groomerId: fc.constantFrom(...GROOMER_IDS, 'someone-else'),
  time: fc.option(clock, { nil: null, freq: 8 }),
  durationMinutes: fc.integer({ min: 0, max: 480 }),
  kind: fc.constantFrom('appointment', 'block' as const),
});

const input: fc.Arbitrary<AvailabilityInput> = fc.record({
  date: fc.constant(DATE),
  salonHours: fc.array(stretch(weekday), { maxLength: 3 }),
  closedDays: fc.option(fc.constant([DATE]), { nil: [], freq: 6 }),
  groomers: fc.tuple(...GROOMER_IDS.map(groomer)),
  busy: fc.array(busy, { maxLength: 12 }),
  durationMinutes: fc.integer({ min: 15, max: 480 }),
  bufferMinutes: fc.constantFrom(0, 5, 10, 15, 30),
  notBefore: fc.option(clock, { nil: null }),
});

/** Minutes of a time the engine gave (always a real time). */
const at = (time: string): number => {
  const minutes = timeToMinutes(time);
  if (minutes === null) throw new Error(`not a time: ${time}`);
  return minutes;
};
const groomerOf = (i: AvailabilityInput, id: string): GroomerSchedule => {
  const found = i.groomers.find((g) => g.id === id);
  if (!found) throw new Error(`no groomer ${id}`);
  return found;
};

const salonOf = (i: AvailabilityInput) => ({ hours: i.salonHours, closedDays: i.closedDays });
const RUNS = { numRuns: 400 };

describe('the availability engine, for any hours, breaks, time off, blocks and appointments', () => {
  it('never offers a time that overlaps a busy time of that groomer, buffer included for appointments', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const { groomerId, times } of availableStarts(i)) {
          for (const time of times) {
            const start = at(time);
            const end = start + i.durationMinutes;
            for (const b of i.busy.filter((x) => x.groomerId === groomerId)) {
              const taken = busyStretch(b);
              if (!taken || taken.start === taken.end) continue;
              const pad = b.kind === 'appointment' ? i.bufferMinutes : 0;
              expect(end <= taken.start - pad || start >= taken.end + pad, `${groomerId} ${time} against ${JSON.stringify(b)}`).toBe(true);
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('offers only times wholly inside the salon\'s hours, the groomer\'s own hours and outside their breaks', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const { groomerId, times } of availableStarts(i)) {
          const g = groomerOf(i, groomerId);
          const onDay = (list: readonly WeeklyStretch[]) =>
            list.filter((s) => s.weekday === WEEKDAY).map((s) => ({ start: at(s.start), end: at(s.end) }));
          for (const time of times) {
            const start = at(time);
            const end = start + i.durationMinutes;
            // Every minute of the appointment lies in some stretch (stretches that touch make one).
            const inside = (list: { start: number; end: number }[]) => {
              for (let m = start; m < end; m++) if (!list.some((s) => s.start <= m && m < s.end)) return false;
              return true;
            };
            expect(inside(onDay(i.salonHours)), `salon hours at ${time}`).toBe(true);
            if (g.hours) expect(inside(onDay(g.hours)), `own hours at ${time}`).toBe(true);
            for (const pause of onDay(g.breaks)) expect(end <= pause.start || start >= pause.end, `break at ${time}`).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('offers nothing on a closed day or to a groomer away that day, and nothing before notBefore', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const { groomerId, times } of availableStarts(i)) {
          const g = groomerOf(i, groomerId);
          const away = g.timeOff.some((off) => off.startsOn <= DATE && DATE <= off.endsOn);
          if (i.closedDays.includes(DATE) || away) expect(times).toEqual([]);
          const earliest = timeToMinutes(i.notBefore ?? null) ?? 0;
          for (const time of times) expect(at(time)).toBeGreaterThanOrEqual(earliest);
        }
      }),
      RUNS,
    );
  });

  it('offers every free quarter hour: a step-aligned start inside working time and clear of everything is never left out', () => {
    fc.assert(
      fc.property(input, (i) => {
        const offered = availableStarts(i);
        const earliest = timeToMinutes(i.notBefore ?? null) ?? 0;
        for (const g of i.groomers) {
          const working = workingStretches(DATE, salonOf(i), g);
          const times = new Set(offered.find((x) => x.groomerId === g.id)?.times);
          for (let start = 0; start + i.durationMinutes <= 1440; start += AVAILABILITY_STEP_MINUTES) {
            const end = start + i.durationMinutes;
            const inWork = working.some((s) => s.start <= start && end <= s.end);
            const clear = bookingWarnings({ ...i }, g.id, minutesToTime(start)).length === 0;
            const free = inWork && clear && start >= earliest;
            expect(times.has(minutesToTime(start)), `${g.id} at ${minutesToTime(start)}`).toBe(free);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('answers in order, on the 15-minute step, once each', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const { times } of availableStarts(i)) {
          expect([...times].sort()).toEqual(times);
          expect(new Set(times).size).toBe(times.length);
          for (const time of times) expect(at(time) % AVAILABILITY_STEP_MINUTES).toBe(0);
        }
      }),
      RUNS,
    );
  });
});
