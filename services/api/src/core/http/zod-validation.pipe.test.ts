import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiException } from './api.exception';
import { ZodValidationPipe } from './zod-validation.pipe';

const schema = z.object({ name: z.string(), limit: z.coerce.number().int(), tags: z.array(z.string()), note: z.string().min(2, 'Note is too short') });
const refusal = (value: unknown): string => {
  try {
    new ZodValidationPipe(schema).transform(value);
  } catch (error) {
    if (error instanceof ApiException) return error.message;
    throw error;
  }
  throw new Error('accepted');
};

describe('ZodValidationPipe', () => {
  const valid = { name: 'Ann', limit: '5', tags: [], note: 'ok' };

  it('names a missing field as required, never as undefined', () => {
    expect(refusal({ ...valid, name: undefined })).toBe('name: name is required');
  });

  it("says what a field of the wrong type must be, without zod's wording", () => {
    expect(refusal({ ...valid, name: 42 })).toBe('name: name must be text');
    expect(refusal({ ...valid, limit: 'many' })).toBe('limit: limit must be a number');
    expect(refusal({ ...valid, tags: [7] })).toBe('tags.0: Each item must be text');
    expect(refusal('text')).toBe('The request must be an object');
  });

  it("keeps a contract's own message", () => {
    expect(refusal({ ...valid, note: 'x' })).toBe('note: Note is too short');
  });

  it('gives back the parsed value', () => {
    expect(new ZodValidationPipe(schema).transform(valid)).toEqual({ ...valid, limit: 5 });
  });
});
