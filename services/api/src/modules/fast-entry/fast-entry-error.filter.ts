import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { FAST_ENTRY_DEFAULT_ERROR_TYPE, FAST_ENTRY_ERROR_TYPES } from '@groombook/contracts';
import { DomainError } from '../../core/errors/domain-errors';
import { ApiException } from '../../core/http/api.exception';
import { errorAnswer } from '../../core/http/error-answer';

/**
 * POST /api/fast-entry's refusals carry the product's body plus a `type` naming the kind of
 * failure, as the assistant's answers always have (the dialog shows it). Written through
 * Nest's HTTP adapter, so it holds on any platform; anything unexpected still goes to the
 * API's own filter, which logs it.
 */
@Catch(ApiException, DomainError)
export class FastEntryErrorFilter implements ExceptionFilter {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: ApiException | DomainError, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const response: unknown = host.switchToHttp().getResponse();
    const { status, body, headers } = errorAnswer(exception);
    for (const [name, value] of Object.entries(headers)) httpAdapter.setHeader(response, name, value);
    httpAdapter.reply(response, { ...body, type: FAST_ENTRY_ERROR_TYPES[status] ?? FAST_ENTRY_DEFAULT_ERROR_TYPE }, status);
  }
}
