import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { FAST_ENTRY_DEFAULT_ERROR_TYPE, FAST_ENTRY_ERROR_TYPES } from '@groombook/contracts';
import { ApiException } from '../../core/http/api.exception';

/**
 * POST /api/fast-entry's refusals carry the product's body plus a `type` naming the kind of
 * failure, as the assistant's answers always have (the dialog shows it). Written through
 * Nest's HTTP adapter, so it holds on any platform; anything unexpected still goes to the
 * API's own filter, which logs it.
 */
@Catch(ApiException)
export class FastEntryErrorFilter implements ExceptionFilter {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: ApiException, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const response: unknown = host.switchToHttp().getResponse();
    for (const [name, value] of Object.entries(exception.headers)) httpAdapter.setHeader(response, name, value);
    const body = {
      success: false,
      message: exception.message,
      code: exception.code,
      type: FAST_ENTRY_ERROR_TYPES[exception.status] ?? FAST_ENTRY_DEFAULT_ERROR_TYPE,
    };
    httpAdapter.reply(response, body, exception.status);
  }
}
