import { Controller, Post } from '@nestjs/common';
import { demoDataQuerySchema, type DemoDataQuery, type DemoDataResult } from '@groombook/contracts';
import { Access } from '../../core/auth/access.decorator';
import { ValidQuery } from '../../core/http/valid-input';
import { DemoDataService } from './demo-data.service';

@Controller('api/demo-data')
export class DemoDataController {
  constructor(private readonly demo: DemoDataService) {}

  @Post()
  @Access('demo-data.create')
  async create(@ValidQuery(demoDataQuerySchema) query: DemoDataQuery): Promise<{ success: true; data: DemoDataResult }> {
    return { success: true, data: await this.demo.create(query.companyId) };
  }
}
