import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loggableError } from '../logging/loggable-error';
import { requestFields } from '../logging/request-log';
import { errorAnswer } from './error-answer';

/**
 * The one place errors become answers, `{ success: false, message, code }` (the mapping is
 * error-answer.ts): the routes' errors, and through Nest's handler of Fastify's errors also
 * those of the hooks and of Fastify itself.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const { status, body, headers } = errorAnswer(exception);
    if (status >= 500) {
      // The request's id and path without its query, and the error without the values it was given: both may hold customers' details.
      this.logger.error({ err: loggableError(exception), req: requestFields(http.getRequest<FastifyRequest>()) }, 'Unhandled error');
    }
    // An event stream that failed mid-way has already sent its answer.
    if (reply.sent || reply.raw.headersSent) return;
    void reply.status(status).headers(headers).type('application/json; charset=utf-8').send(body);
  }
}
