import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import type { Service, serviceFieldsSchema } from '@groombook/contracts';
import type { z } from 'zod';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { ConflictError, NotFoundError } from '../../core/errors/domain-errors';
import { ServicesRepository } from './services.repository';

type ServiceFieldValues = z.output<typeof serviceFieldsSchema>;

export const serviceNotFound = () => new NotFoundError('Service not found');
const nameTaken = (name: string) => new ConflictError(`A service named ${name} already exists`);

/** The database's own refusal of a second entry of one name (two writes racing past the check). */
function isDuplicateName(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { constraint?: unknown }) : undefined;
  return driverError?.constraint === 'services_company_name_key';
}

/**
 * A company's menu. Everyone in the company reads it; its admins add, change and delete
 * entries (the access policy says who). Deleting an entry leaves the appointments that name
 * it as they were: each line is a copy.
 */
@Injectable()
export class ServicesService {
  constructor(
    private readonly db: TenantDb,
    private readonly services: ServicesRepository,
  ) {}

  list(companyId: string, activeOnly: boolean): Promise<Service[]> {
    return this.db.forCompany(companyId, (m) => this.services.list(m, companyId, activeOnly));
  }

  create(companyId: string, fields: ServiceFieldValues): Promise<Service> {
    return this.write(companyId, fields.name, async (m) => {
      if (await this.services.nameTaken(m, companyId, fields.name, null)) throw nameTaken(fields.name);
      const position = fields.position ?? (await this.services.nextPosition(m, companyId));
      return this.services.insert(m, companyId, { ...fields, position });
    });
  }

  update(companyId: string, id: string, fields: ServiceFieldValues): Promise<Service> {
    return this.write(companyId, fields.name, async (m) => {
      const before = await this.services.find(m, companyId, id);
      if (!before) throw serviceNotFound();
      if (await this.services.nameTaken(m, companyId, fields.name, id)) throw nameTaken(fields.name);
      await this.services.update(m, companyId, id, { ...fields, position: fields.position ?? before.position });
      return id;
    });
  }

  remove(companyId: string, id: string): Promise<void> {
    return this.db.forCompany(companyId, async (m) => {
      if (!(await this.services.delete(m, companyId, id))) throw serviceNotFound();
    });
  }

  private async write(companyId: string, name: string, change: (m: EntityManager) => Promise<string>): Promise<Service> {
    try {
      return await this.db.forCompany(companyId, async (m) => {
        const id = await change(m);
        const service = await this.services.find(m, companyId, id);
        if (!service) throw serviceNotFound();
        return service;
      });
    } catch (error) {
      if (isDuplicateName(error)) throw nameTaken(name);
      throw error;
    }
  }
}
