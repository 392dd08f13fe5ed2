import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonAnswer } from './json-answer';

const bytes = (answer: string | Buffer): Buffer => (typeof answer === 'string' ? Buffer.from(answer) : answer);

/** Values as answers hold them, and what JSON.stringify treats specially: undefined, functions, symbols, dates, holes, toJSON. */
const leaf = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(() => 1),
  fc.constant(Symbol('s')),
  fc.date({ noInvalidDate: true }),
  fc.constant({ toJSON: () => 'custom' }),
  fc.constant({ toJSON: () => undefined }),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('list'), tie('record')),
  list: fc.array(tie('value'), { maxLength: 5 }),
  record: fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), tie('value'), { maxKeys: 5 }),
}));

describe('jsonAnswer', () => {
  it('is JSON.stringify itself for an answer without a long list', () => {
    const answer = { success: true, data: { customers: [{ id: 'a', name: 'Zoë' }] } };
    expect(jsonAnswer(answer)).toBe(JSON.stringify(answer));
    expect(jsonAnswer('text')).toBe('"text"');
    expect(jsonAnswer(null)).toBe('null');
  });

  it('writes an answer holding a long list as the bytes of JSON.stringify, whatever its members hold', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 64, maxLength: 120 }), value, fc.integer({ min: 0, max: 2 }), (list, extra, depth) => {
        // The list at the top, in the envelope, or in the envelope's data.
        const answer = depth === 0 ? list : depth === 1 ? { success: true, list, extra } : { success: true, data: { list, extra }, extra };
        const written = jsonAnswer(answer);
        expect(Buffer.isBuffer(written)).toBe(true);
        expect(bytes(written).equals(Buffer.from(JSON.stringify(answer)))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('writes a list with holes, and members JSON has no value for, as JSON.stringify does', () => {
    const list: unknown[] = new Array(70);
    list[3] = undefined;
    list[5] = () => 1;
    list[7] = { a: undefined, b: Symbol('x'), c: new Date(0), d: { toJSON: () => undefined }, e: [undefined] };
    const answer = { success: true, message: 'x', dropped: undefined, data: { list } };
    expect(bytes(jsonAnswer(answer)).toString()).toBe(JSON.stringify(answer));
  });

  it('writes a long answer, over the pieces and the first buffer, with text of every width', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Customer ${i} Zoë 🐕 名前`, notes: i % 7 === 0 ? 'x'.repeat(500) : null }));
    const answer = { success: true, data: { rows, total: rows.length } };
    const written = jsonAnswer(answer);
    expect(bytes(written).length).toBeGreaterThan(256 * 1024);
    expect(bytes(written).toString()).toBe(JSON.stringify(answer));
  });

  it('throws where JSON.stringify throws', () => {
    const list: unknown[] = Array.from({ length: 70 }, () => 1);
    list[10] = { big: 10n };
    expect(() => jsonAnswer({ data: { list } })).toThrow(TypeError);
  });
});
