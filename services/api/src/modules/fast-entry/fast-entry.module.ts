import { Module } from '@nestjs/common';
import { CustomerNameIndexes } from './customer-name-indexes';
import { FastEntryController } from './fast-entry.controller';
import { FastEntryRepository } from './fast-entry.repository';
import { FastEntryService } from './fast-entry.service';

@Module({
  controllers: [FastEntryController],
  providers: [FastEntryService, FastEntryRepository, CustomerNameIndexes],
})
export class FastEntryModule {}
