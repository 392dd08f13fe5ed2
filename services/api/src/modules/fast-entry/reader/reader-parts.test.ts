import { describe, expect, it } from 'vitest';
import { readDate } from './dates';
import { readDuration } from './durations';
import { allowedEdits, editDistance, NameIndex } from './name-index';
import { readService, readStatedPrice } from './prices';
import { Sentence } from './sentence';
import { clockTime, readTime } from './times';

const WEDNESDAY = '2026-03-11';
const dateOf = (text: string, today = WEDNESDAY) => readDate(new Sentence(text), today)?.date ?? null;
const timeOf = (text: string) => readTime(new Sentence(text))?.time ?? null;

describe('names with typing errors', () => {
  it('allows the fuzzy search threshold of errors: none up to 3 letters, 1 up to 6, 2 from 7', () => {
    expect([1, 2, 3, 4, 6, 7, 9, 12].map(allowedEdits)).toEqual([-1, 0, 0, 1, 1, 2, 2, 2]);
  });

  it('counts a swap of neighbouring letters as one edit and gives up past the limit', () => {
    expect(editDistance('mraia', 'maria', 2)).toBe(1);
    expect(editDistance('hernadez', 'hernandez', 2)).toBe(1);
    expect(editDistance('smith', 'jones', 2)).toBe(3);
  });

  it('finds the words of the names within reach of a typed word, and only those', () => {
    const index = new NameIndex([
      { id: 'a', name: 'Maria Garcia' },
      { id: 'b', name: 'Mario Rossi' },
      { id: 'c', name: 'Jon Ek' },
      { id: 'd', name: null },
      { id: 'e', name: '   ' },
    ]);
    expect(index.size).toBe(3);
    expect(index.similar('maria').map((s) => s.token)).toEqual(['maria', 'mario']);
    expect(index.similar('garica')).toEqual([{ token: 'garcia', edits: 1 }]);
    expect(index.similar('john')).toEqual([{ token: 'jon', edits: 1 }]);
    // Three letters are matched exactly, as the fuzzy search does.
    expect(index.similar('jan')).toEqual([]);
    expect(index.similar('e')).toEqual([]);
  });
});

describe('times', () => {
  it('reads a bare hour by the opening hours: 1 to 7 in the afternoon, 8 to 12 in the morning', () => {
    expect([1, 7, 8, 11, 12].map((hour) => clockTime(hour, 0, null))).toEqual(['13:00', '19:00', '08:00', '11:00', '12:00']);
    expect(clockTime(7, 30, 'am')).toBe('07:30');
    expect(clockTime(12, 0, 'am')).toBe('00:00');
    expect(clockTime(13, 0, 'am')).toBeNull();
    expect(clockTime(9, 60, null)).toBeNull();
  });

  it('reads the forms staff write', () => {
    expect(timeOf('at noon')).toBe('12:00');
    expect(timeOf('3:30 in the afternoon')).toBe('15:30');
    expect(timeOf('10 in the morning')).toBe('10:00');
    expect(timeOf('quarter past 2')).toBe('14:15');
    expect(timeOf('2 p.m.')).toBe('14:00');
    expect(timeOf('7am')).toBe('07:00');
    expect(timeOf('17:45')).toBe('17:45');
    expect(timeOf('11-1pm')).toBe('11:00');
  });

  it('does not take money, durations or dates for a time', () => {
    expect(timeOf('at 3 dollars')).toBeNull();
    expect(timeOf('at 45 min')).toBeNull();
    expect(timeOf('at 3/14')).toBeNull();
    expect(timeOf('25:00')).toBeNull();
  });
});

describe('dates', () => {
  it('counts a weekday as the next such day after today', () => {
    expect(dateOf('friday')).toBe('2026-03-13');
    expect(dateOf('wednesday')).toBe('2026-03-18');
    expect(dateOf('tues')).toBe('2026-03-17');
  });

  it('reads relative days from the company’s today', () => {
    expect(dateOf('today', '2026-12-31')).toBe('2026-12-31');
    expect(dateOf('tomorrow', '2026-12-31')).toBe('2027-01-01');
    expect(dateOf('in 3 days', '2026-02-27')).toBe('2026-03-02');
    expect(dateOf('the day after tomorrow')).toBe('2026-03-13');
  });

  it('puts a date without a year in the future, and a day of the month in the next month that has it', () => {
    expect(dateOf('march 1')).toBe('2027-03-01');
    expect(dateOf('on the 31st', '2026-04-05')).toBe('2026-05-31');
    expect(dateOf('3/14/2025')).toBe('2025-03-14');
  });

  it('sets no date for a stretch of time, a month alone or a day no calendar has', () => {
    expect(dateOf('next week')).toBeNull();
    expect(dateOf('next month')).toBeNull();
    expect(dateOf('April')).toBeNull();
    expect(dateOf('february 30')).toBeNull();
  });
});

describe('durations and money', () => {
  const minutes = (text: string) => readDuration(new Sentence(text));
  it('reads a duration in minutes', () => {
    expect(['45 min', '2 hours', '1.5 hours', '2.5 hrs', '1h30', 'an hour', 'half an hour', 'forty five minutes', 'for 1 hr 15 min'].map(minutes)).toEqual([
      45, 120, 90, 150, 90, 60, 30, 45, 75,
    ]);
    expect(minutes('10 am')).toBeNull();
    expect(minutes('in 3 days')).toBeNull();
  });

  it('reads a stated price and names of the price list’s services', () => {
    const price = (text: string) => readStatedPrice(new Sentence(text));
    expect(['$80', '80 dollars', 'price 110', 'charge: $95.50', '70$', 'total is 120 bucks'].map(price)).toEqual([80, 80, 110, 95.5, 70, 120]);
    expect(price('80')).toBeNull();
    const service = (text: string) => readService(new Sentence(text));
    expect(service('xl dog bath')).toEqual({ service: 'Extra large dog bath', price: 120 });
    expect(service('a bath for a big dog')).toEqual({ service: 'Large dog bath', price: 100 });
    expect(service('small bath')).toEqual({ service: 'Small dog bath', price: 80 });
    expect(service('a bath')).toBeNull();
  });
});
