import { createPetRequestSchema, type CreatePetRequest, type Pet } from '@groombook/contracts';
import { DOG_SIZE_LABELS, dogSizeFromWeight, type DogSize } from '@groombook/domain';

export interface VaccinationRow {
  /** Keeps a row's inputs in place while rows above it are removed. */
  key: number;
  name: string;
  expires_on: string;
}

/** The pet form's fields as typed: text everywhere, the weight included. */
export interface PetFields {
  name: string;
  breed: string;
  weight: string;
  /** The dog's size, or '' to take it from the weight. */
  size: DogSize | '';
  coat: string;
  temperament: string;
  notes: string;
  vaccinations: VaccinationRow[];
}

let nextRowKey = 0;
export const newVaccinationRow = (name = '', expiresOn = ''): VaccinationRow => ({ key: ++nextRowKey, name, expires_on: expiresOn });

export function initialPetFields(pet: Pet | null): PetFields {
  return {
    name: pet?.name ?? '',
    breed: pet?.breed ?? '',
    weight: pet?.weight_kg === null || pet?.weight_kg === undefined ? '' : String(pet.weight_kg),
    size: pet?.size ?? '',
    coat: pet?.coat ?? '',
    temperament: pet?.temperament ?? '',
    notes: pet?.notes ?? '',
    vaccinations: (pet?.vaccinations ?? []).map((v) => newVaccinationRow(v.name, v.expires_on)),
  };
}

const blankToNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The request for the fields, checked with the API's own schema so the form says what the API
 * would: `{ body }`, or `{ error }` with the first problem. Blank optional fields are cleared
 * (null); a vaccination row left wholly blank is dropped.
 */
export function petToSave(fields: PetFields, customerId: string): { body: CreatePetRequest; error?: undefined } | { error: string } {
  const weight = fields.weight.trim();
  const body = {
    customer_id: customerId,
    name: fields.name,
    breed: blankToNull(fields.breed),
    weight_kg: weight === '' ? null : Number(weight),
    // Not chosen: the size its weight puts it in (none without a weight).
    size: fields.size || dogSizeFromWeight(weight === '' ? null : Number(weight)),
    coat: blankToNull(fields.coat),
    temperament: blankToNull(fields.temperament),
    notes: blankToNull(fields.notes),
    vaccinations: fields.vaccinations
      .filter((row) => row.name.trim() || row.expires_on)
      .map((row) => ({ name: row.name.trim(), expires_on: row.expires_on })),
  };
  if (weight !== '' && !Number.isFinite(body.weight_kg)) return { error: 'Weight must be a number' };
  const checked = createPetRequestSchema.safeParse(body);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? 'Check the pet’s fields' };
  return { body };
}

/** "Cockapoo · 8.5 kg · Small": what the list shows under a pet's name. */
export function petSummary(pet: Pet): string {
  return [pet.breed, pet.weight_kg === null ? null : `${pet.weight_kg} kg`, pet.size ? DOG_SIZE_LABELS[pet.size] : null, pet.coat].filter(Boolean).join(' · ');
}
