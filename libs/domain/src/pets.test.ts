import { describe, expect, it } from 'vitest';
import { median, usualDurationMinutes, vaccinationsExpiredOn } from './pets';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([90, 60, 120])).toBe(90);
    expect(median([75])).toBe(75);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([60, 120, 90, 75])).toBe(82.5);
  });

  it('is null for no values', () => {
    expect(median([])).toBeNull();
  });
});

describe('usualDurationMinutes', () => {
  it('takes the median of the five latest only', () => {
    // The sixth (oldest) would move the median to 90 if it counted.
    expect(usualDurationMinutes([60, 60, 75, 120, 120, 480])).toBe(75);
    expect(usualDurationMinutes([60, 75, 90, 120, 120, 30, 30])).toBe(90);
  });

  it('rounds an even count to the 15-minute step, halves up', () => {
    expect(usualDurationMinutes([60, 75])).toBe(75); // 67.5 → 75
    expect(usualDurationMinutes([60, 90])).toBe(75);
    expect(usualDurationMinutes([45, 60, 60, 90])).toBe(60);
  });

  it('is null without past appointments', () => {
    expect(usualDurationMinutes([])).toBeNull();
  });
});

describe('vaccinationsExpiredOn', () => {
  const rabies = { name: 'Rabies', expires_on: '2026-03-10' };
  const bordetella = { name: 'Bordetella', expires_on: '2027-01-01' };

  it('lists those that expired before the day', () => {
    expect(vaccinationsExpiredOn([rabies, bordetella], '2026-03-11')).toEqual([rabies]);
  });

  it('counts the expiry day itself as still valid', () => {
    expect(vaccinationsExpiredOn([rabies, bordetella], '2026-03-10')).toEqual([]);
  });
});
