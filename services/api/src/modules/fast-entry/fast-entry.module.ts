import { Module } from '@nestjs/common';
import { ServicesModule } from '../services/services.module';
import { CustomerNameIndexes } from './customer-name-indexes';
import { FastEntryController } from './fast-entry.controller';
import { FastEntryRepository } from './fast-entry.repository';
import { FastEntryService } from './fast-entry.service';

@Module({
  imports: [ServicesModule],
  controllers: [FastEntryController],
  providers: [FastEntryService, FastEntryRepository, CustomerNameIndexes],
})
export class FastEntryModule {}
