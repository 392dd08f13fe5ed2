import { BadRequestException, HttpException, Logger, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiException } from './api.exception';
import { ApiExceptionFilter } from './api-exception.filter';
import { ZodValidationPipe } from './zod-validation.pipe';

function fakeHost() {
  const response = { sent: false, raw: { headersSent: false }, status: vi.fn(), headers: vi.fn(), type: vi.fn(), send: vi.fn() };
  for (const chained of [response.status, response.headers, response.type]) chained.mockReturnValue(response);
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
    // Nest's answer to a path no route takes names the path; the answer never does.
    [new NotFoundException('Cannot GET /api/y'), 404, { message: 'There is nothing at this address', code: 'NOT_FOUND' }],
    [new NotFoundException('Customer not found'), 404, { message: 'Customer not found', code: 'NOT_FOUND' }],
    [new BadRequestException(['a is wrong', 'b is wrong']), 400, { message: 'a is wrong; b is wrong', code: 'VALIDATION_FAILED' }],
    [
      Object.assign(new Error('Request body is too large'), { name: 'FastifyError', statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }),
      413,
      { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' },
    ],
    [
      // As Nest's Fastify adapter hands a parser's refusal over: wrapped, with Fastify's own wording.
      new HttpException("Body is not valid JSON but content-type is set to 'application/json'", 400, {
        cause: Object.assign(new Error('bad json'), { name: 'FastifyError', statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
      }),
      400,
      { message: 'The request body is not valid JSON', code: 'VALIDATION_FAILED' },
    ],
    [new Error('secret database detail'), 500, { message: 'Internal server error', code: 'INTERNAL_ERROR' }],
  ])('answers %s with %i and the error shape', (exception, status, body) => {
    const { host, response } = fakeHost();
    filter.catch(exception, host);
    expect(response.status).toHaveBeenCalledWith(status);
    expect(response.send).toHaveBeenCalledWith({ success: false, ...body });
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
