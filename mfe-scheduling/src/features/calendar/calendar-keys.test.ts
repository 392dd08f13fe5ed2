import { describe, expect, it } from 'vitest';
import { buildAppointment, buildCustomer, buildGroomer } from '@groombook/ui-testing';
import { appointmentName, keyboardMove, movedMessage, nextSlot, slotTimes, weekMoveRefusal } from './calendar-keys';

const anna = buildGroomer({ name: 'Anna Cole' });
const sam = buildGroomer({ name: 'Sam Chen' });
const columns = [
  { id: anna.id, name: anna.name },
  { id: sam.id, name: sam.name },
];
const hours = { start: 9 * 60, end: 19 * 60 + 30 };
const rex = buildAppointment({ date: '2026-11-18', time: '10:00', duration_minutes: 90, dog_name: 'Rex' }, { customer: buildCustomer({ name: 'Jane Doe' }), groomer: anna });

describe('moving among empty slots with the keys', () => {
  const size = { across: 4, down: 21 };

  it('steps one slot with each arrow, and Home and End go to the first and last slot of the column', () => {
    expect(nextSlot({ x: 1, y: 5 }, 'ArrowRight', size)).toEqual({ x: 2, y: 5 });
    expect(nextSlot({ x: 1, y: 5 }, 'ArrowLeft', size)).toEqual({ x: 0, y: 5 });
    expect(nextSlot({ x: 1, y: 5 }, 'ArrowDown', size)).toEqual({ x: 1, y: 6 });
    expect(nextSlot({ x: 1, y: 5 }, 'ArrowUp', size)).toEqual({ x: 1, y: 4 });
    expect(nextSlot({ x: 1, y: 5 }, 'Home', size)).toEqual({ x: 1, y: 0 });
    expect(nextSlot({ x: 1, y: 5 }, 'End', size)).toEqual({ x: 1, y: 20 });
  });

  it('stays inside the grid at its edges and leaves other keys alone', () => {
    expect(nextSlot({ x: 3, y: 20 }, 'ArrowRight', size)).toEqual({ x: 3, y: 20 });
    expect(nextSlot({ x: 3, y: 20 }, 'ArrowDown', size)).toEqual({ x: 3, y: 20 });
    expect(nextSlot({ x: 0, y: 0 }, 'ArrowLeft', size)).toEqual({ x: 0, y: 0 });
    expect(nextSlot({ x: 0, y: 0 }, 'ArrowUp', size)).toEqual({ x: 0, y: 0 });
    expect(nextSlot({ x: 0, y: 0 }, 'Enter', size)).toBeNull();
  });

  it("offers the time picker's slots over the hours shown, the last one ending with the day", () => {
    const times = slotTimes(hours);
    expect(times).toHaveLength(21);
    expect([times[0], times[1], times.at(-1)]).toEqual(['09:00', '09:30', '19:00']);
  });
});

describe('moving a block with the keys', () => {
  it('moves by 15 minutes up and down, and to the groomer beside with left and right', () => {
    expect(keyboardMove(rex, 'ArrowDown', columns, hours)).toEqual({
      placement: { date: '2026-11-18', time: '10:15', groomer_id: anna.id, duration_minutes: 90 },
      column: columns[0],
    });
    expect(keyboardMove(rex, 'ArrowRight', columns, hours)).toEqual({
      placement: { date: '2026-11-18', time: '10:00', groomer_id: sam.id, duration_minutes: 90 },
      column: columns[1],
    });
    expect(keyboardMove(rex, 'Enter', columns, hours)).toBeNull();
  });

  it('says why it cannot move past the last or first groomer, or out of the day shown', () => {
    const withSam = { ...rex, groomer_id: sam.id };
    expect(keyboardMove(withSam, 'ArrowRight', columns, hours)).toEqual({ refusal: 'Sam Chen is the last groomer' });
    expect(keyboardMove(rex, 'ArrowLeft', columns, hours)).toEqual({ refusal: 'Anna Cole is the first groomer' });
    expect(keyboardMove({ ...rex, time: '09:00' }, 'ArrowUp', columns, hours)).toEqual({
      refusal: 'Rex already starts at 9:00 AM, the start of the day shown',
    });
    expect(keyboardMove({ ...rex, time: '18:00' }, 'ArrowDown', columns, hours)).toEqual({
      refusal: 'Rex already ends at 7:30 PM, the end of the day shown',
    });
  });

  it('says in the week view that blocks move on the day view, naming the day', () => {
    expect(weekMoveRefusal(rex, 'ArrowDown')).toBe('Appointments are moved on the day view: open Wed, Nov 18, 2026 to move Rex');
    expect(weekMoveRefusal(rex, 'Tab')).toBeNull();
  });
});

describe('the words of a move', () => {
  it('names the dog, the groomer and the new time; a resize its new times', () => {
    expect(movedMessage(rex, { date: rex.date, time: '10:30', groomer_id: sam.id, duration_minutes: 90 }, 'Sam Chen')).toBe('Moved Rex to Sam Chen at 10:30 AM');
    expect(movedMessage(rex, { date: rex.date, time: '10:00', groomer_id: anna.id, duration_minutes: 120 }, 'Anna Cole')).toBe(
      'Rex now 10:00 AM – 12:00 PM with Anna Cole',
    );
    expect(movedMessage(rex, { date: rex.date, time: '11:00', groomer_id: null, duration_minutes: 90 }, 'No groomer')).toBe(
      'Moved Rex to 11:00 AM without a groomer',
    );
  });

  it("names the customer when the appointment has no dog's name", () => {
    expect(appointmentName({ ...rex, dog_name: ' ' })).toBe('Jane Doe');
  });
});
