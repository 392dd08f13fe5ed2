import { Controller, Get } from '@nestjs/common';
import type { SmsNumberInfo } from '@groombook/contracts';
import { Access } from '../../../core/auth/access.decorator';
import { CompanyId } from '../../../core/tenancy/company-id.decorator';
import { SmsNumbers } from './sms-numbers.service';

/** The company's texting number, read-only: the screens that text say so plainly when there is none. */
@Controller('api')
export class SmsNumberController {
  constructor(private readonly numbers: SmsNumbers) {}

  @Get('sms-number')
  @Access('sms.number.read')
  async read(@CompanyId() companyId: string): Promise<{ success: true; data: SmsNumberInfo }> {
    return { success: true, data: await this.numbers.info(companyId) };
  }
}
