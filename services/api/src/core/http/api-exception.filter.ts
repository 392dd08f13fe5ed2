import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@groombook/contracts';
import { loggableError } from '../logging/loggable-error';
import { requestFields } from '../logging/request-log';
import { ApiException } from './api.exception';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.validationFailed,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  429: ERROR_CODES.rateLimited,
  503: ERROR_CODES.serviceUnavailable,
};

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** Express's body parser reports its failures as errors carrying a status and a type. */
function bodyParserError(exception: unknown): { status: number; message: string } | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { status, type } = exception as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || typeof type !== 'string') return null;
  if (type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON' };
  if (type === 'entity.too.large') return { status: 413, message: 'The request body is too large' };
  if (status >= 400 && status < 500) return { status, message: 'The request body could not be read' };
  return null;
}

/** The one place errors become answers: `{ success: false, message, code }`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();

    let status = 500;
    let body: ApiErrorBody = { success: false, message: 'Internal server error', code: ERROR_CODES.internal };

    // Nest's Express adapter wraps the body parser's errors in an HttpException, the original as its cause.
    const parserError = bodyParserError(exception instanceof HttpException ? exception.cause : exception);
    if (exception instanceof ApiException) {
      status = exception.status;
      body = { success: false, message: exception.message, code: exception.code };
      for (const [name, value] of Object.entries(exception.headers)) response.setHeader(name, value);
    } else if (parserError) {
      status = parserError.status;
      body = { success: false, message: parserError.message, code: CODE_BY_STATUS[status] ?? ERROR_CODES.validationFailed };
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      body = { success: false, message: messageOf(exception), code: CODE_BY_STATUS[status] ?? ERROR_CODES.internal };
    }

    if (status >= 500) {
      // The request's id and path without its query, and the error without the values it was given: both may hold customers' details.
      this.logger.error({ err: loggableError(exception), req: requestFields(request) }, 'Unhandled error');
    }
    if (response.headersSent) return;
    response.status(status).json(body);
  }
}
