import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  createGroomerRequestSchema,
  deleteByIdRequestSchema,
  groomerResponseSchema,
  messageResponseSchema,
  updateGroomerRequestSchema,
  type CreateGroomerRequest,
  type DeleteByIdRequest,
  type Groomer,
  type GroomerResponse,
  type MessageResponse,
  type UpdateGroomerRequest,
} from '@groombook/contracts';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { GroomersService } from './groomers.service';

/** Groomers are "assignees" on the wire, as the earlier product called them. */
@Controller('api/assignees')
export class GroomersController {
  constructor(private readonly groomers: GroomersService) {}

  @Get()
  @Access('groomers.list')
  async list(@CompanyId() companyId: string): Promise<{ success: true; data: { assignees: Groomer[] } }> {
    return { success: true, data: { assignees: await this.groomers.list(companyId) } };
  }

  @Post()
  @Access('groomers.create')
  @Responds(groomerResponseSchema)
  async create(@CompanyId() companyId: string, @ValidBody(createGroomerRequestSchema) body: CreateGroomerRequest): Promise<GroomerResponse> {
    return { success: true, data: { assignee: await this.groomers.create(companyId, body.name) } };
  }

  @Put()
  @Access('groomers.update')
  @Responds(groomerResponseSchema)
  async update(@CompanyId() companyId: string, @ValidBody(updateGroomerRequestSchema) body: UpdateGroomerRequest): Promise<GroomerResponse> {
    return { success: true, data: { assignee: await this.groomers.rename(companyId, body.id, body.name) } };
  }

  @Delete()
  @HttpCode(200)
  @Access('groomers.delete')
  @Responds(messageResponseSchema)
  async remove(@CompanyId() companyId: string, @ValidBody(deleteByIdRequestSchema) body: DeleteByIdRequest): Promise<MessageResponse> {
    await this.groomers.remove(companyId, body.id);
    return { success: true, message: 'Groomer deleted' };
  }
}
