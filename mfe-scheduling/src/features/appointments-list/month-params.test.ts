import { describe, expect, it } from 'vitest';
import { monthParamsQuery, parseMonthParams } from './month-params';

const now = new Date(2026, 10, 22);
const parse = (query: string) => parseMonthParams(new URLSearchParams(query), now);

describe('the month in the URL', () => {
  it('defaults to the current month and year, on the first page, showing every appointment', () => {
    expect(parse('')).toEqual({ year: 2026, month: 11, page: 1, conflictsOnly: false, status: null });
  });

  it('reads the month, year, page and filter', () => {
    expect(parse('year=2024&month=2&page=3&conflicts=only')).toEqual({ year: 2024, month: 2, page: 3, conflictsOnly: true, status: null });
    expect(parse('year=2024&month=2&status=no_show')).toMatchObject({ status: 'no_show' });
  });

  it('ignores values it cannot use: months outside 1 to 12, years the selector does not offer, bad pages', () => {
    expect(parse('year=2020&month=13&page=0&status=lost')).toEqual({ year: 2026, month: 11, page: 1, conflictsOnly: false, status: null });
    expect(parse('year=2031&month=abc&page=-2')).toMatchObject({ year: 2026, month: 11, page: 1 });
    expect(parse('year=2021&month=1')).toMatchObject({ year: 2021, month: 1 });
    expect(parse('year=2030&month=12')).toMatchObject({ year: 2030, month: 12 });
  });

  it('writes the month and year always, the page and filter only when not the defaults', () => {
    expect(monthParamsQuery({ year: 2026, month: 3, page: 1, conflictsOnly: false, status: null }).toString()).toBe('year=2026&month=3');
    expect(monthParamsQuery({ year: 2026, month: 3, page: 2, conflictsOnly: true, status: 'ready' }).toString()).toBe(
      'year=2026&month=3&page=2&conflicts=only&status=ready',
    );
  });
});
