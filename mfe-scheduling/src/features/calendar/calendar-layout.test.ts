import { describe, expect, it } from 'vitest';
import { buildAppointment, buildGroomer } from '@groombook/ui-testing';
import { blockBox, dayWindow, groomerColumns, hourMarks, movedTime, resizedDuration, timeRange, UNASSIGNED_LABEL } from './calendar-layout';

const SALON_HOURS = { start: 9 * 60, end: 19 * 60 + 30 };

describe('calendar layout', () => {
  it("spans the salon's hours, widened to whole hours around an appointment outside them", () => {
    expect(dayWindow([])).toEqual(SALON_HOURS);
    expect(dayWindow([buildAppointment({ time: '07:45', duration_minutes: 30 }), buildAppointment({ time: '19:00', duration_minutes: 90 })])).toEqual({
      start: 7 * 60,
      end: 21 * 60,
    });
    expect(dayWindow([buildAppointment({ time: null })])).toEqual(SALON_HOURS);
  });

  it('places a block by its start and sizes it by its duration, 1.5 px a minute', () => {
    expect(blockBox({ time: '09:00', duration_minutes: 90 }, SALON_HOURS)).toEqual({ top: 0, height: 135 });
    expect(blockBox({ time: '10:30', duration_minutes: 45 }, SALON_HOURS)).toEqual({ top: 135, height: 67.5 });
  });

  it('moves a dragged block in steps of 15 minutes, never out of the day shown', () => {
    expect(movedTime('10:00', 90, 45, SALON_HOURS)).toBe('10:30');
    expect(movedTime('10:00', 90, 10, SALON_HOURS)).toBe('10:00');
    expect(movedTime('10:00', 90, 12, SALON_HOURS)).toBe('10:15');
    expect(movedTime('10:00', 90, -2000, SALON_HOURS)).toBe('09:00');
    expect(movedTime('10:00', 90, 2000, SALON_HOURS)).toBe('18:00');
  });

  it("resizes a block in steps of 15 minutes within the form's 15 to 480 minutes", () => {
    expect(resizedDuration(90, 45)).toBe(120);
    expect(resizedDuration(90, -300)).toBe(15);
    expect(resizedDuration(90, 5000)).toBe(480);
  });

  it("gives each groomer a column, and one to a groomer no longer listed and to appointments without a groomer", () => {
    const anna = buildGroomer({ name: 'Anna Cole' });
    const ben = buildGroomer({ name: 'Ben Ortiz' });
    const gone = buildGroomer({ name: 'Gina Former' });
    expect(groomerColumns([anna, ben], [buildAppointment({}, { groomer: anna })])).toEqual([
      { id: anna.id, name: 'Anna Cole' },
      { id: ben.id, name: 'Ben Ortiz' },
    ]);
    expect(groomerColumns([anna], [buildAppointment({}, { groomer: gone }), buildAppointment({}, { groomer: null })])).toEqual([
      { id: anna.id, name: 'Anna Cole' },
      { id: gone.id, name: 'Gina Former' },
      { id: null, name: UNASSIGNED_LABEL },
    ]);
  });

  it('marks every full hour of the day and writes a block\'s times', () => {
    expect(hourMarks({ start: 9 * 60, end: 11 * 60 + 30 })).toEqual([540, 600, 660]);
    expect(timeRange({ time: '10:00', duration_minutes: 90 })).toBe('10:00 AM – 11:30 AM');
    expect(timeRange({ time: null, duration_minutes: 90 })).toBe('No time');
  });
});
