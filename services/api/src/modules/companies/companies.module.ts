import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { ServicesModule } from '../services/services.module';
import { SmsModule } from '../sms/sms.module';
import { CompanySettingsController } from './company-settings.controller';
import { CompanySettingsService } from './company-settings.service';
import { CompaniesController } from './companies.controller';
import { CompaniesRepository } from './companies.repository';
import { CompaniesService } from './companies.service';

@Module({
  imports: [IdentityModule, SmsModule, ServicesModule, SchedulesModule],
  controllers: [CompaniesController, CompanySettingsController],
  providers: [CompaniesService, CompaniesRepository, CompanySettingsService],
  exports: [CompaniesService, CompaniesRepository],
})
export class CompaniesModule {}
