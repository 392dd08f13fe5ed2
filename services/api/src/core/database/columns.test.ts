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
});
