import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  createCustomerGroupRequestSchema,
  customerGroupsQuerySchema,
  deleteByIdRequestSchema,
  updateCustomerGroupRequestSchema,
  type CreateCustomerGroupRequest,
  type CustomerGroup,
  type CustomerGroupDetail,
  type CustomerGroupsQuery,
  type UpdateCustomerGroupRequest,
} from '@groombook/contracts';
import type { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { CustomerGroupsService } from './customer-groups.service';

/** The company's customer groups (the Marketing screen's Manage Groups tab). */
@Controller('api/customer-groups')
export class CustomerGroupsController {
  constructor(private readonly groups: CustomerGroupsService) {}

  /** Every group with its member count, by name; with ?id= that group and its members. */
  @Get()
  @Access('groups.read')
  async read(
    @CompanyId() companyId: string,
    @ValidQuery(customerGroupsQuerySchema) query: CustomerGroupsQuery,
  ): Promise<{ success: true; data: { groups: CustomerGroup[] } | CustomerGroupDetail }> {
    if (query.id) return { success: true, data: await this.groups.detail(companyId, query.id) };
    return { success: true, data: { groups: await this.groups.list(companyId) } };
  }

  @Post()
  @Access('groups.create')
  async create(
    @CompanyId() companyId: string,
    @ValidBody(createCustomerGroupRequestSchema) body: CreateCustomerGroupRequest,
  ): Promise<{ success: true; data: { group: CustomerGroup } }> {
    return { success: true, data: { group: await this.groups.create(companyId, body.name, body.member_ids) } };
  }

  @Put()
  @Access('groups.update')
  async update(
    @CompanyId() companyId: string,
    @ValidBody(updateCustomerGroupRequestSchema) body: UpdateCustomerGroupRequest,
  ): Promise<{ success: true; data: { group: CustomerGroup } }> {
    return { success: true, data: { group: await this.groups.update(companyId, body.id, body.name, body.member_ids) } };
  }

  @Delete()
  @HttpCode(200)
  @Access('groups.delete')
  async remove(
    @CompanyId() companyId: string,
    @ValidBody(deleteByIdRequestSchema) body: z.infer<typeof deleteByIdRequestSchema>,
  ): Promise<{ success: true; message: string }> {
    await this.groups.remove(companyId, body.id);
    return { success: true, message: 'Customer group deleted' };
  }
}
