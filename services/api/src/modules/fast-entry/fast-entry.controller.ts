import { Controller, HttpCode, Post, UseFilters } from '@nestjs/common';
import { fastEntryContent, fastEntryRequestSchema, type FastEntryRequest, type FastEntryResponse } from '@groombook/contracts';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { FastEntryErrorFilter } from './fast-entry-error.filter';
import { FastEntryService } from './fast-entry.service';

@Controller('api/fast-entry')
@UseFilters(FastEntryErrorFilter)
export class FastEntryController {
  constructor(private readonly fastEntry: FastEntryService) {}

  /** One typed sentence in, the appointment details it gives out (as the text of the answer's content). */
  @Post()
  @HttpCode(200)
  @Access('fast-entry.read')
  async read(@CompanyId() companyId: string, @ValidBody(fastEntryRequestSchema) body: FastEntryRequest): Promise<FastEntryResponse> {
    const { reader, details } = await this.fastEntry.read(companyId, body.prompt.trim());
    return { success: true, reader, response: fastEntryContent(details) };
  }
}
