import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  createCustomerRequestSchema,
  customersQuerySchema,
  deleteByIdRequestSchema,
  updateCustomerRequestSchema,
  type CreateCustomerRequest,
  type Customer,
  type CustomersQuery,
  type DeleteByIdRequest,
  type UpdateCustomerRequest,
} from '@groombook/contracts';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { CustomersService } from './customers.service';

@Controller('api/customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @Access('customers.list')
  async list(
    @CompanyId() companyId: string,
    @ValidQuery(customersQuerySchema) query: CustomersQuery,
  ): Promise<{ success: true; message: string; data: { customers: Customer[] } | { totalCustomers: number } }> {
    if (query.count_only === 'true') {
      return { success: true, message: 'Customer count', data: { totalCustomers: await this.customers.count(companyId) } };
    }
    const customers = await this.customers.list(companyId, query.search);
    return { success: true, message: `${customers.length} customers`, data: { customers } };
  }

  @Post()
  @Access('customers.create')
  async create(@CompanyId() companyId: string, @ValidBody(createCustomerRequestSchema) body: CreateCustomerRequest) {
    const customer = await this.customers.create(companyId, body);
    return { success: true as const, message: 'Customer added', data: { customer } };
  }

  @Put()
  @Access('customers.update')
  async update(@CompanyId() companyId: string, @ValidBody(updateCustomerRequestSchema) body: UpdateCustomerRequest) {
    const customer = await this.customers.update(companyId, body.id, body);
    return { success: true as const, message: 'Customer updated', data: { customer } };
  }

  @Delete()
  @HttpCode(200)
  @Access('customers.delete')
  async remove(@CompanyId() companyId: string, @ValidBody(deleteByIdRequestSchema) body: DeleteByIdRequest) {
    const { appointments } = await this.customers.remove(companyId, body.id);
    return { success: true as const, message: `Customer deleted with ${appointments} appointments` };
  }
}
