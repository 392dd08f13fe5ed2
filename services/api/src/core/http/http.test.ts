import { BadRequestException, HttpException, Logger, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiException } from './api.exception';
import { ApiExceptionFilter } from './api-exception.filter';
import { ZodValidationPipe } from './zod-validation.pipe';

function fakeHost() {
  const response = { headersSent: false, status: vi.fn(), json: vi.fn() };
  response.status.mockReturnValue(response);
  const host = {
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ url: '/api/x' }) }),
  } as unknown as ArgumentsHost;
  return { host, response };
}

describe('ApiExceptionFilter', () => {
  const filter = new ApiExceptionFilter();
  // The 500 case logs the error on purpose; keep the test output quiet.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));

  it.each([
    [new ApiException(409, 'CONFLICT', 'Already there'), 409, { message: 'Already there', code: 'CONFLICT' }],
    [new NotFoundException('Cannot GET /api/y'), 404, { message: 'Cannot GET /api/y', code: 'NOT_FOUND' }],
    [new BadRequestException(['a is wrong', 'b is wrong']), 400, { message: 'a is wrong; b is wrong', code: 'VALIDATION_FAILED' }],
    [
      Object.assign(new Error('too big'), { status: 413, type: 'entity.too.large' }),
      413,
      { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' },
    ],
    [
      // As Nest's Express adapter hands it over: wrapped, with the parser's own wording.
      new HttpException('request entity too large', 413, { cause: Object.assign(new Error('too big'), { status: 413, type: 'entity.too.large' }) }),
      413,
      { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' },
    ],
    [new Error('secret database detail'), 500, { message: 'Internal server error', code: 'INTERNAL_ERROR' }],
  ])('answers %s with %i and the error shape', (exception, status, body) => {
    const { host, response } = fakeHost();
    filter.catch(exception, host);
    expect(response.status).toHaveBeenCalledWith(status);
    expect(response.json).toHaveBeenCalledWith({ success: false, ...body });
  });
});

describe('ZodValidationPipe', () => {
  const pipe = new ZodValidationPipe(z.object({ name: z.string().min(1, 'Name is required'), age: z.number().int() }));

  it('passes valid input through, parsed', () => {
    expect(pipe.transform({ name: 'Rex', age: 3 })).toEqual({ name: 'Rex', age: 3 });
  });

  it('throws a 400 naming the first problem and where it is', () => {
    expect(() => pipe.transform({ name: '', age: 3 })).toThrow(ApiException);
    try {
      pipe.transform({ name: '', age: 3 });
    } catch (error) {
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'name: Name is required' });
    }
  });
});
