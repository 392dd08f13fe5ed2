import { Injectable, type PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';
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
    throw ApiException.badRequest(`${where}${issue?.message ?? 'Invalid request'}`);
  }
}
