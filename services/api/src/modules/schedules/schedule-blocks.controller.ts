import { Controller, Delete, HttpCode, Post, Put } from '@nestjs/common';
import {
  createScheduleBlockRequestSchema,
  deleteByIdRequestSchema,
  messageResponseSchema,
  scheduleBlockResponseSchema,
  updateScheduleBlockRequestSchema,
  type DeleteByIdRequest,
  type MessageResponse,
} from '@groombook/contracts';
import type { z } from 'zod';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { SchedulesService } from './schedules.service';

type BlockResponse = z.infer<typeof scheduleBlockResponseSchema>;

/** /api/schedule-blocks: "Block time", a groomer's time with no customer (read with GET /api/schedule). */
@Controller('api/schedule-blocks')
export class ScheduleBlocksController {
  constructor(private readonly schedules: SchedulesService) {}

  @Post()
  @HttpCode(201)
  @Access('schedule-blocks.write')
  @Responds(scheduleBlockResponseSchema)
  async create(@CompanyId() companyId: string, @ValidBody(createScheduleBlockRequestSchema) body: z.infer<typeof createScheduleBlockRequestSchema>): Promise<BlockResponse> {
    return { success: true, message: 'Time blocked', block: await this.schedules.addBlock(companyId, body) };
  }

  @Put()
  @Access('schedule-blocks.write')
  @Responds(scheduleBlockResponseSchema)
  async update(@CompanyId() companyId: string, @ValidBody(updateScheduleBlockRequestSchema) body: z.infer<typeof updateScheduleBlockRequestSchema>): Promise<BlockResponse> {
    const { id, ...values } = body;
    return { success: true, message: 'Block updated', block: await this.schedules.updateBlock(companyId, id, values) };
  }

  @Delete()
  @HttpCode(200)
  @Access('schedule-blocks.write')
  @Responds(messageResponseSchema)
  async remove(@CompanyId() companyId: string, @ValidBody(deleteByIdRequestSchema) body: DeleteByIdRequest): Promise<MessageResponse> {
    await this.schedules.removeBlock(companyId, body.id);
    return { success: true, message: 'Block removed' };
  }
}
