import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loggableError } from '../logging/loggable-error';
import { requestFields } from '../logging/request-log';
import { errorAnswer } from './error-answer';

/** Logs an unexpected failure: the request's id and path without its query, and the error without the values it was given (both may hold customers' details). */
export function logUnexpected(logger: Logger, exception: unknown, request: FastifyRequest): void {
  logger.error({ err: loggableError(exception), req: requestFields(request) }, 'Unhandled error');
}

/** Sends an error's answer, unless the reply has already gone (an event stream that failed mid-way). */
export function sendErrorAnswer(reply: FastifyReply, exception: unknown, onUnexpected: () => void): void {
  const { status, body, headers } = errorAnswer(exception);
  if (status >= 500) onUnexpected();
  if (reply.sent || reply.raw.headersSent) return;
  void reply.status(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

/** The one place errors of routes become answers: `{ success: false, message, code }` (see error-answer.ts). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    sendErrorAnswer(http.getResponse<FastifyReply>(), exception, () => logUnexpected(this.logger, exception, request));
  }
}
