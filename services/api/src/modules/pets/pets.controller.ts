import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  createPetRequestSchema,
  deleteByIdRequestSchema,
  petsQuerySchema,
  updatePetRequestSchema,
  type CreatePetValues,
  type DeleteByIdRequest,
  type PetsQuery,
  type UpdatePetValues,
} from '@groombook/contracts';
import { Access } from '../../core/auth/access.decorator';
import { ValidBody, ValidQuery } from '../../core/http/valid-input';
import { CompanyId } from '../../core/tenancy/company-id.decorator';
import { PetsService } from './pets.service';

@Controller('api/pets')
export class PetsController {
  constructor(private readonly pets: PetsService) {}

  @Get()
  @Access('pets.list')
  async list(@CompanyId() companyId: string, @ValidQuery(petsQuerySchema) query: PetsQuery) {
    const pets = await this.pets.list(companyId, query.customer_id);
    return { success: true as const, message: `${pets.length} pets`, data: { pets } };
  }

  @Post()
  @Access('pets.create')
  async create(@CompanyId() companyId: string, @ValidBody(createPetRequestSchema) body: CreatePetValues) {
    const pet = await this.pets.create(companyId, body);
    return { success: true as const, message: 'Pet added', data: { pet } };
  }

  @Put()
  @Access('pets.update')
  async update(@CompanyId() companyId: string, @ValidBody(updatePetRequestSchema) body: UpdatePetValues) {
    const pet = await this.pets.update(companyId, body);
    return { success: true as const, message: 'Pet updated', data: { pet } };
  }

  @Delete()
  @HttpCode(200)
  @Access('pets.delete')
  async remove(@CompanyId() companyId: string, @ValidBody(deleteByIdRequestSchema) body: DeleteByIdRequest) {
    await this.pets.remove(companyId, body.id);
    return { success: true as const, message: 'Pet deleted' };
  }
}
