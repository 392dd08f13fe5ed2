import { ERROR_CODES, type ErrorCode } from '@groombook/contracts';

/** A failure the API answers on purpose: a status, a code for programs and a message for people. */
export class ApiException extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiException';
  }

  /** Extra response headers (Retry-After on a 429). */
  readonly headers: Record<string, string> = {};

  withHeader(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }

  static badRequest(message: string): ApiException {
    return new ApiException(400, ERROR_CODES.validationFailed, message);
  }

  static notFound(message: string): ApiException {
    return new ApiException(404, ERROR_CODES.notFound, message);
  }
}
