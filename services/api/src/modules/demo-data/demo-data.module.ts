import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { SmsModule } from '../sms/sms.module';
import { AppointmentsModule } from '../appointments/appointments.module';
import { CustomersModule } from '../customers/customers.module';
import { GroomersModule } from '../groomers/groomers.module';
import { PetsModule } from '../pets/pets.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { ServicesModule } from '../services/services.module';
import { DemoDataController } from './demo-data.controller';
import { DemoDataService } from './demo-data.service';

@Module({
  imports: [AppointmentsModule, CompaniesModule, CustomersModule, GroomersModule, PetsModule, SchedulesModule, ServicesModule, SmsModule],
  controllers: [DemoDataController],
  providers: [DemoDataService],
  exports: [DemoDataService],
})
export class DemoDataModule {}
