import { HttpException } from '@nestjs/common';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@groombook/contracts';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { DomainError, SlotTakenError, UnavailableError } from '../errors/domain-errors';
import { ApiException } from './api.exception';

/** The answer while the database cannot be reached: the request changed nothing and may be tried again. */
export const DATABASE_UNAVAILABLE = 'The database is unavailable at the moment. Please try again shortly.';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.validationFailed,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  414: ERROR_CODES.validationFailed,
  415: ERROR_CODES.validationFailed,
  429: ERROR_CODES.rateLimited,
  503: ERROR_CODES.serviceUnavailable,
};

/** What an error becomes on the wire: its status, `{ success: false, message, code }` and any extra headers. */
export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** The refusal of a body that is not JSON, whether Fastify knows no parser for its type or a parser refuses it. */
export const JSON_BODIES_ONLY = 'The request body must be JSON (Content-Type: application/json)';

/**
 * Fastify's own refusals of a request before any route runs (a body that is not JSON, too
 * large, of a type no route reads, a malformed URL), each told by its `FST_` code.
 */
const FASTIFY_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but says it is JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: JSON_BODIES_ONLY },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body could not be read' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'The request body could not be read' },
  FST_ERR_BAD_URL: { status: 400, message: 'The request path is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the request path is too long' },
};

/**
 * What a 404 of no route says. Never the path itself: an answer that repeats what was sent
 * can carry someone's script or a customer's details into a page or a log.
 */
export const NO_SUCH_ADDRESS = 'There is nothing at this address';
/** Nest's own answer to a path no route takes ('Cannot GET /the/path'), which names the path. */
const NEST_NO_ROUTE = /^Cannot [A-Z]+ \//;

function fastifyRefusal(exception: unknown): { status: number; message: string } | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { code, statusCode } = exception as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' && code in FASTIFY_REFUSALS) return FASTIFY_REFUSALS[code] ?? null;
  // Any other client error Fastify raises (a 4xx of its own) is the client's to fix, never a 500.
  if (typeof code === 'string' && code.startsWith('FST_') && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, message: 'The request could not be read' };
  }
  return null;
}

const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unavailable: 503,
};

/** The one mapping of errors to answers, for Nest's exception filter and Fastify's error handler alike. */
export function errorAnswer(exception: unknown): ErrorAnswer {
  if (exception instanceof DomainError) {
    const status = STATUS_BY_KIND[exception.kind];
    const code = exception.code ?? CODE_BY_STATUS[status] ?? ERROR_CODES.internal;
    const retryAfter = exception instanceof UnavailableError ? exception.retryAfterSeconds : undefined;
    const body: ApiErrorBody & { next_times?: string[] } = { success: false, message: exception.message, code };
    // A slot taken first names the free times left, so the customer picks again at once.
    if (exception instanceof SlotTakenError) body.next_times = exception.nextTimes;
    return { status, body, headers: retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) } };
  }
  if (exception instanceof ApiException) {
    return { status: exception.status, body: { success: false, message: exception.message, code: exception.code }, headers: exception.headers };
  }
  const refusal = fastifyRefusal(exception instanceof HttpException ? (exception.cause ?? exception) : exception);
  if (refusal) {
    return { status: refusal.status, body: { success: false, message: refusal.message, code: CODE_BY_STATUS[refusal.status] ?? ERROR_CODES.validationFailed }, headers: {} };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = messageOf(exception);
    return {
      status,
      body: { success: false, message: status === 404 && NEST_NO_ROUTE.test(message) ? NO_SUCH_ADDRESS : message, code: CODE_BY_STATUS[status] ?? ERROR_CODES.internal },
      headers: {},
    };
  }
  if (isDatabaseUnavailable(exception)) {
    return { status: 503, body: { success: false, message: DATABASE_UNAVAILABLE, code: ERROR_CODES.serviceUnavailable }, headers: { 'Retry-After': '5' } };
  }
  return { status: 500, body: { success: false, message: 'Internal server error', code: ERROR_CODES.internal }, headers: {} };
}
