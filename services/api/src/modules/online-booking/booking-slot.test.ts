import { describe, expect, it } from 'vitest';
import { QueryFailedError } from 'typeorm';
import { SlotTakenError } from '../../core/errors/domain-errors';
import { errorAnswer } from '../../core/http/error-answer';
import { isSlotOverlap, nextTimes, slotTaken } from './booking-slot';

describe('a slot taken first', () => {
  const times = ['09:00', '09:15', '10:30', '11:00', '11:15', '12:00'];

  it('offers the next free times of the day, at most three', () => {
    expect(nextTimes(times, '10:00')).toEqual(['10:30', '11:00', '11:15']);
    expect(nextTimes(times, '11:15')).toEqual(['12:00']);
  });

  it('offers the nearest ones when none is later, and none on a full day', () => {
    expect(nextTimes(times, '18:00')).toEqual(['12:00', '11:15', '11:00']);
    expect(nextTimes([], '10:00')).toEqual([]);
  });

  it("knows Postgres's refusal of an overlapping online booking, and nothing else", () => {
    const overlap = new QueryFailedError('INSERT', [], Object.assign(new Error('conflicting key value violates exclusion constraint'), { code: '23P01' }));
    expect(isSlotOverlap(overlap)).toBe(true);
    expect(isSlotOverlap({ code: '23P01' })).toBe(true);
    expect(isSlotOverlap(new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate'), { code: '23505' })))).toBe(false);
    expect(isSlotOverlap(new Error('23P01'))).toBe(false);
    expect(isSlotOverlap(null)).toBe(false);
  });

  it('answers 409 SLOT_TAKEN with the next times in the body', () => {
    const error = slotTaken(times, '10:00');
    expect(error).toBeInstanceOf(SlotTakenError);
    expect(errorAnswer(error)).toEqual({
      status: 409,
      body: { success: false, code: 'SLOT_TAKEN', message: 'That time was just taken. Please choose another time.', next_times: ['10:30', '11:00', '11:15'] },
      headers: {},
    });
  });
});
