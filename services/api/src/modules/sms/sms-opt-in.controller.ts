import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { smsConsentsQuerySchema, smsOptInRequestSchema, type SmsConsent, type SmsConsentsQuery } from '@groombook/contracts';
import { Reads } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { clientIp } from '../../core/http/client-address';
import { ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { OPT_IN_SUCCESS_MESSAGE, SmsOptInService, type ConsentState } from './sms-opt-in.service';

/** The customers' public opt-in, and the consent ledger for the company's admins. */
@Controller('api')
export class SmsOptInController {
  constructor(private readonly optIns: SmsOptInService) {}

  /** The body is checked by the service: a missing company and an unknown one answer differently from the other fields. */
  @Post('sms-opt-in')
  @HttpCode(200)
  @Access('sms.opt-in')
  @Reads({ body: smsOptInRequestSchema })
  async optIn(@Body() body: unknown, @Req() request: FastifyRequest): Promise<{ success: true; message: string }> {
    await this.optIns.optIn(body, { ipAddress: clientIp(request), userAgent: request.headers['user-agent'] });
    return { success: true, message: OPT_IN_SUCCESS_MESSAGE };
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
