import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { SmsModule } from '../sms/sms.module';
import { CompaniesController } from './companies.controller';
import { CompaniesRepository } from './companies.repository';
import { CompaniesService } from './companies.service';

@Module({
  imports: [IdentityModule, SmsModule],
  controllers: [CompaniesController],
  providers: [CompaniesService, CompaniesRepository],
  exports: [CompaniesService, CompaniesRepository],
})
export class CompaniesModule {}
