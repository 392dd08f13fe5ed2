import { Controller, HttpCode, Inject, Post, UseFilters } from '@nestjs/common';
import {
  fastEntryContent,
  fastEntryRequestSchema,
  fastEntryResponseSchema,
  type FastEntryRequest,
  type FastEntryResponse,
} from '@groombook/contracts';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { RateLimiter, type RateLimitRule } from '../../core/security/rate-limiter';
import { ValidBody } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { FastEntryErrorFilter } from './fast-entry-error.filter';
import { FastEntryService } from './fast-entry.service';

@Controller('api/fast-entry')
@UseFilters(FastEntryErrorFilter)
export class FastEntryController {
  private readonly perUser: RateLimitRule;

  constructor(
    private readonly fastEntry: FastEntryService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perUser = { name: 'fast-entry', limit: config.fastEntry.readingsPerMinute, windowSeconds: 60 };
  }

  /**
   * One typed sentence in, the appointment details it gives out (as the text of the answer's
   * content). Limited per user: with a language model configured every reading costs money.
   */
  @Post()
  @HttpCode(200)
  @Access('fast-entry.read')
  @Responds(fastEntryResponseSchema)
  async read(
    @CurrentUser() caller: AuthUser,
    @CompanyId() companyId: string,
    @ValidBody(fastEntryRequestSchema) body: FastEntryRequest,
  ): Promise<FastEntryResponse> {
    await this.limiter.consume(this.perUser, caller.id);
    const { reader, details } = await this.fastEntry.read(companyId, body.prompt.trim());
    return { success: true, reader, response: fastEntryContent(details) };
  }
}
