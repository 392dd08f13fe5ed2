import { Injectable, type PipeTransform } from '@nestjs/common';
import type { ZodType, z } from 'zod';
import { ApiException } from './api.exception';

/**
 * Validates a body, query or parameter with a schema of libs/contracts, the same
 * schema the UI's forms use. The first problem becomes the 400's message.
 */
@Injectable()
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw ApiException.badRequest(`${where}${issue ? readableMessage(issue) : 'Invalid request'}`);
  }
}

/** What zod's own wording of a type ('expected number, received NaN') means to a person. */
const EXPECTED: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
};

/**
 * The issue's message, except zod's default for a wrong type, which speaks of `undefined` and
 * `NaN`: a field left out 'is required', one of the wrong type says what it must be.
 */
export function readableMessage(issue: z.core.$ZodIssue): string {
  const zodDefault = /^Invalid input: expected (\w+), received (\w+)$/.exec(issue.message);
  if (issue.code !== 'invalid_type' || !zodDefault) return issue.message;
  const [, expected = '', received] = zodDefault;
  const last = issue.path.at(-1);
  const subject = typeof last === 'string' ? last : issue.path.length > 0 ? 'Each item' : 'The request';
  if (received === 'undefined') return issue.path.length > 0 ? `${subject} is required` : 'The request is missing';
  return `${subject} ${EXPECTED[expected] ?? `must be of type ${expected}`}`;
}
