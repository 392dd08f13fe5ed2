import { describe, expect, it } from 'vitest';
import { ColumnMismatch, column } from './columns';

describe('column readers', () => {
  it('reads a timestamptz column as ISO text, and refuses anything but a Date', () => {
    expect(column.timestamp({ created_at: new Date('2026-11-27T09:30:00.123Z') }, 'created_at')).toBe('2026-11-27T09:30:00.123Z');
    for (const value of [null, undefined, '2026-11-27T09:30:00.123Z', 0]) {
      expect(() => column.timestamp({ created_at: value }, 'created_at'), String(value)).toThrow(ColumnMismatch);
    }
  });

  it('reads text that may be null, and refuses other types', () => {
    expect(column.textOrNull({ name: null }, 'name')).toBeNull();
    expect(column.textOrNull({ name: 'Olivia' }, 'name')).toBe('Olivia');
    expect(() => column.textOrNull({}, 'name')).toThrow(ColumnMismatch);
    expect(() => column.textOrNull({ name: 42 }, 'name')).toThrow(ColumnMismatch);
  });

  it('reads a JSON list whose every member passes the check, as pg parsed it, and refuses anything else', () => {
    const isCount = (value: unknown): value is number => Number.isInteger(value);
    const counts = [1, 2, 3];
    expect(column.jsonList({ counts }, 'counts', 'a list of counts', isCount)).toBe(counts);
    expect(column.jsonList({ counts: [] }, 'counts', 'a list of counts', isCount)).toEqual([]);
    for (const value of [null, undefined, 3, { 0: 1 }, [1, 'two'], [1.5]]) {
      expect(() => column.jsonList({ counts: value }, 'counts', 'a list of counts', isCount), JSON.stringify(value)).toThrow(ColumnMismatch);
    }
  });
});
