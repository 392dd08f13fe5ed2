import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  createCustomerRequestSchema,
  customersQuerySchema,
  deleteByIdRequestSchema,
  updateCustomerRequestSchema,
  type Customer,
} from '@groombook/contracts';
import type { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requireCompany } from '../../core/tenancy/require-company';
import { CustomersService } from './customers.service';

@Controller('api/customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @Access('customers.list')
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodValidationPipe(customersQuerySchema)) query: z.infer<typeof customersQuerySchema>,
  ): Promise<{ success: true; message: string; data: { customers: Customer[] } | { totalCustomers: number } }> {
    const companyId = requireCompany(user);
    if (query.count_only === 'true') {
      return { success: true, message: 'Customer count', data: { totalCustomers: await this.customers.count(companyId) } };
    }
    const customers = await this.customers.list(companyId, query.search);
    return { success: true, message: `${customers.length} customers`, data: { customers } };
  }

  @Post()
  @Access('customers.create')
  async create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(createCustomerRequestSchema)) body: z.infer<typeof createCustomerRequestSchema>,
  ) {
    const customer = await this.customers.create(requireCompany(user), body);
    return { success: true as const, message: 'Customer added', data: { customer } };
  }

  @Put()
  @Access('customers.update')
  async update(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(updateCustomerRequestSchema)) body: z.infer<typeof updateCustomerRequestSchema>,
  ) {
    const customer = await this.customers.update(requireCompany(user), body.id, body);
    return { success: true as const, message: 'Customer updated', data: { customer } };
  }

  @Delete()
  @HttpCode(200)
  @Access('customers.delete')
  async remove(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(deleteByIdRequestSchema)) body: z.infer<typeof deleteByIdRequestSchema>,
  ) {
    const { appointments } = await this.customers.remove(requireCompany(user), body.id);
    return { success: true as const, message: `Customer deleted with ${appointments} appointments` };
  }
}
