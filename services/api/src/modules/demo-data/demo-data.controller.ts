import { Controller, Post, Query } from '@nestjs/common';
import { demoDataQuerySchema, type DemoDataResult } from '@groombook/contracts';
import type { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { DemoDataService } from './demo-data.service';

@Controller('api/demo-data')
export class DemoDataController {
  constructor(private readonly demo: DemoDataService) {}

  @Post()
  @Access('demo-data.create')
  async create(
    @Query(new ZodValidationPipe(demoDataQuerySchema)) query: z.infer<typeof demoDataQuerySchema>,
  ): Promise<{ success: true; data: DemoDataResult }> {
    return { success: true, data: await this.demo.create(query.companyId) };
  }
}
