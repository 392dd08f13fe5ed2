import type { Pet } from '../pets';
import { uniqueId } from './builders';

/** A pet as GET /api/pets lists it, e.g. `buildPet({ name: 'Biscuit', vaccinations: [...] })`. */
export function buildPet(overrides: Partial<Pet> = {}): Pet {
  return {
    id: uniqueId(),
    customer_id: uniqueId(),
    name: 'Biscuit',
    breed: null,
    weight_kg: null,
    size: null,
    coat: null,
    temperament: null,
    notes: null,
    vaccinations: [],
    usual_duration_minutes: null,
    created_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}
