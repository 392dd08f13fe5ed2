import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { SmsModule } from '../sms/sms.module';
import { ConflictsModule } from '../conflicts/conflicts.module';
import { DomainRepositoriesModule } from '../domain-repositories.module';
import { PetsModule } from '../pets/pets.module';
import { DemoDataController } from './demo-data.controller';
import { DemoDataService } from './demo-data.service';

@Module({
  imports: [ConflictsModule, CompaniesModule, DomainRepositoriesModule, PetsModule, SmsModule],
  controllers: [DemoDataController],
  providers: [DemoDataService],
  exports: [DemoDataService],
})
export class DemoDataModule {}
