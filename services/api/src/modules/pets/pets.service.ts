import { Injectable } from '@nestjs/common';
import type { CreatePetValues, Pet, UpdatePetValues } from '@groombook/contracts';
import { dogSizeFromWeight, usualDurationMinutes } from '@groombook/domain';
import { Clock } from '../../core/clock/clock';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { customerNotFound } from '../customers/customers.service';
import { PetsRepository, type PetRow, type PetValues } from './pets.repository';
import { NotFoundError } from '../../core/errors/domain-errors';

export const petNotFound = () => new NotFoundError('Pet not found');

/** The answer's pet: its usual duration learned from the durations the list read (none on a write). */
function toPet({ recent_durations, ...row }: PetRow): Pet {
  return { ...row, usual_duration_minutes: usualDurationMinutes(recent_durations) };
}

/** A company's pets, each request in one transaction under the company's row-level security. */
@Injectable()
export class PetsService {
  constructor(
    private readonly db: TenantDb,
    private readonly pets: PetsRepository,
    private readonly clock: Clock,
  ) {}

  /** A customer of another company is not found, as an unknown one. */
  list(companyId: string, customerId: string): Promise<Pet[]> {
    return this.db.forCompany(companyId, async (m) => {
      if (!(await this.pets.customerExists(m, companyId, customerId))) throw customerNotFound();
      const today = await this.pets.companyToday(m, companyId, this.clock.now());
      return (await this.pets.listForCustomer(m, companyId, customerId, today)).map(toPet);
    });
  }

  create(companyId: string, fields: CreatePetValues): Promise<Pet> {
    const values: PetValues = {
      customer_id: fields.customer_id,
      name: fields.name,
      breed: fields.breed ?? null,
      weight_kg: fields.weight_kg ?? null,
      // Not given: the size its weight puts it in, when the weight is known.
      size: fields.size === undefined ? dogSizeFromWeight(fields.weight_kg) : fields.size,
      coat: fields.coat ?? null,
      temperament: fields.temperament ?? null,
      notes: fields.notes ?? null,
      vaccinations: fields.vaccinations ?? [],
    };
    return this.db.forCompany(companyId, async (m) => {
      if (!(await this.pets.customerExists(m, companyId, values.customer_id))) throw customerNotFound();
      return toPet(await this.pets.insert(m, companyId, values));
    });
  }

  /** Fields left out keep their value; null clears an optional one. */
  update(companyId: string, fields: UpdatePetValues): Promise<Pet> {
    return this.db.forCompany(companyId, async (m) => {
      const current = await this.pets.find(m, companyId, fields.id);
      if (!current) throw petNotFound();
      const keep = <T>(next: T | undefined, now: T): T => (next === undefined ? now : next);
      const values: PetValues = {
        customer_id: fields.customer_id ?? current.customer_id,
        name: fields.name ?? current.name,
        breed: keep(fields.breed, current.breed),
        weight_kg: keep(fields.weight_kg, current.weight_kg),
        // Not given: kept, or when it had none, the size of the weight given now.
        size: fields.size === undefined ? (current.size ?? dogSizeFromWeight(fields.weight_kg)) : fields.size,
        coat: keep(fields.coat, current.coat),
        temperament: keep(fields.temperament, current.temperament),
        notes: keep(fields.notes, current.notes),
        vaccinations: fields.vaccinations === undefined ? current.vaccinations : (fields.vaccinations ?? []),
      };
      if (values.customer_id !== current.customer_id && !(await this.pets.customerExists(m, companyId, values.customer_id))) {
        throw customerNotFound();
      }
      const saved = await this.pets.update(m, companyId, fields.id, values);
      if (!saved) throw petNotFound();
      return toPet(saved);
    });
  }

  async remove(companyId: string, id: string): Promise<void> {
    const deleted = await this.db.forCompany(companyId, (m) => this.pets.delete(m, companyId, id));
    if (!deleted) throw petNotFound();
  }
}
