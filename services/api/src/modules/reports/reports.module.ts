import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';
import { SummaryRepository } from './summary.repository';
import { SummaryService } from './summary.service';

@Module({ imports: [CompaniesModule], controllers: [ReportsController], providers: [ReportsService, ReportsRepository, SummaryService, SummaryRepository] })
export class ReportsModule {}
