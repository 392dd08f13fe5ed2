import { describe, expect, it } from 'vitest';
import { readVisibleColumns, VISIBLE_COLUMNS_STORAGE_KEY } from './visible-columns';

const storing = (value: string | null) => ({ getItem: (key: string) => (key === VISIBLE_COLUMNS_STORAGE_KEY ? value : null) });
const every = ['date', 'time', 'customer', 'groomer', 'status', 'recurring', 'actions'];

describe('the chosen columns', () => {
  it('are the default columns, without Dog and Price, when nothing usable is stored', () => {
    expect(readVisibleColumns(storing(null))).toEqual(every);
    expect(readVisibleColumns(storing('not json'))).toEqual(every);
    expect(readVisibleColumns(storing('{"date":true}'))).toEqual(every);
    expect(readVisibleColumns(undefined)).toEqual(every);
    const blocked = { getItem: () => { throw new Error('SecurityError'); } };
    expect(readVisibleColumns(blocked)).toEqual(every);
  });

  it("keep the table's order, drop unknown names, and always include the date", () => {
    expect(readVisibleColumns(storing('["actions","customer","price","weight"]'))).toEqual(['date', 'customer', 'price', 'actions']);
    expect(readVisibleColumns(storing('["price","dog"]'))).toEqual(['date', 'dog', 'price']);
    expect(readVisibleColumns(storing('[]'))).toEqual(['date']);
  });
});
