import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  smsConsentsQuerySchema,
  type SmsConsent,
  type SmsConsentsQuery,
} from '@groombook/contracts';
import { OPT_IN_MESSAGES, smsOptInRequestSchema, smsOptInStatusParamsSchema, type SmsOptInStatusParams } from '@groombook/contracts/platform';
import { Reads } from '../../../core/api-docs/api-docs.decorators';
import { Access } from '../../../core/auth/access.decorator';
import { clientIp } from '../../../core/http/client-address';
import { ValidParams, ValidQuery } from '../../../core/http/valid-input';
import { CompanyId } from '../../../core/tenancy/company-id.decorator';
import type { ConsentState } from './sms-consent.repository';
import { SmsOptInService } from './sms-opt-in.service';

/** The customers' public opt-in and its status, and the consent ledger for the company's admins. */
@Controller('api')
export class SmsOptInController {
  constructor(private readonly optIns: SmsOptInService) {}

  /** The body is checked by the service: a missing company and an unknown one answer differently from the other fields. */
  @Post('sms-opt-in')
  @HttpCode(200)
  @Access('sms.opt-in')
  @Reads({ body: smsOptInRequestSchema })
  async optIn(@Body() body: unknown, @Req() request: FastifyRequest): Promise<{ success: true; message: string; data: { request_id: string } }> {
    const { requestId } = await this.optIns.optIn(body, { ipAddress: clientIp(request), userAgent: request.headers['user-agent'] });
    return { success: true, message: OPT_IN_MESSAGES.pending, data: { request_id: requestId } };
  }

  @Get('sms-opt-in/:id')
  @Access('sms.opt-in.status')
  async status(@ValidParams(smsOptInStatusParamsSchema) params: SmsOptInStatusParams): Promise<{ success: true; data: { status: 'pending' | 'opted_in' } }> {
    return { success: true, data: { status: await this.optIns.status(params.id) } };
  }

  @Get('sms-consents')
  @Access('sms.consents.read')
  async list(
    @CompanyId() companyId: string,
    @ValidQuery(smsConsentsQuerySchema) query: SmsConsentsQuery,
  ): Promise<{ success: true; data: { consents: SmsConsent[]; current: ConsentState | null } }> {
    return { success: true, data: await this.optIns.list(companyId, query) };
  }
}
