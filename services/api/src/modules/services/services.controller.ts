import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  createServiceRequestSchema,
  deleteServiceRequestSchema,
  messageResponseSchema,
  serviceResponseSchema,
  servicesQuerySchema,
  servicesResponseSchema,
  updateServiceRequestSchema,
  type MessageResponse,
  type ServicesResponse,
} from '@groombook/contracts';
import type { z } from 'zod';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { ServicesService } from './services.service';

type ServiceResponse = z.infer<typeof serviceResponseSchema>;

/** /api/services: the company's menu of services and add-ons, with a price and a length per dog size. */
@Controller('api/services')
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @Get()
  @Access('services.list')
  @Responds(servicesResponseSchema)
  async list(@CompanyId() companyId: string, @ValidQuery(servicesQuerySchema) query: z.infer<typeof servicesQuerySchema>): Promise<ServicesResponse> {
    return { success: true, services: await this.services.list(companyId, query.active === 'true') };
  }

  @Post()
  @Access('services.create')
  @Responds(serviceResponseSchema)
  async create(@CompanyId() companyId: string, @ValidBody(createServiceRequestSchema) body: z.infer<typeof createServiceRequestSchema>): Promise<ServiceResponse> {
    return { success: true, message: 'Service added', service: await this.services.create(companyId, body) };
  }

  @Put()
  @Access('services.update')
  @Responds(serviceResponseSchema)
  async update(@CompanyId() companyId: string, @ValidBody(updateServiceRequestSchema) body: z.infer<typeof updateServiceRequestSchema>): Promise<ServiceResponse> {
    const { id, ...fields } = body;
    return { success: true, message: 'Service updated', service: await this.services.update(companyId, id, fields) };
  }

  @Delete()
  @HttpCode(200)
  @Access('services.delete')
  @Responds(messageResponseSchema)
  async remove(@CompanyId() companyId: string, @ValidBody(deleteServiceRequestSchema) body: z.infer<typeof deleteServiceRequestSchema>): Promise<MessageResponse> {
    await this.services.remove(companyId, body.id);
    return { success: true, message: 'Service deleted' };
  }
}
