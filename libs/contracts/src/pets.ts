import { z } from 'zod';
import { DOG_SIZES, PET_WEIGHT_KG } from '@groombook/domain';
import { uuidSchema } from './companies';
import { optionalText } from './customers';
import { calendarDateSchema, plainText } from './fields';

/** At most this many vaccinations per pet: a record, not a history. */
export const MAX_PET_VACCINATIONS = 20;

const petName = plainText('Pet name', { error: 'Pet name is required' })
  .trim()
  .min(1, 'Pet name is required')
  .max(100, 'Pet name is too long');

const weightKg = z
  .number({ error: 'Weight must be a number' })
  .positive('Weight must be more than 0')
  .max(PET_WEIGHT_KG.max, `Weight must be at most ${PET_WEIGHT_KG.max} kg`)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Weight can have at most 2 decimals')
  .nullish();

export const vaccinationSchema = z.object({
  name: plainText('Vaccination name', { error: 'Vaccination name is required' })
    .trim()
    .min(1, 'Vaccination name is required')
    .max(100, 'Vaccination name is too long'),
  /** The last day it is valid. */
  expires_on: calendarDateSchema,
});

const vaccinations = z
  .array(vaccinationSchema, { error: 'Vaccinations must be a list' })
  .max(MAX_PET_VACCINATIONS, `At most ${MAX_PET_VACCINATIONS} vaccinations`)
  .nullish();

export const petSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  name: z.string(),
  breed: z.string().nullable(),
  weight_kg: z.number().nullable(),
  /** Picks the menu's price and length; set from the weight when not given. */
  size: z.enum(DOG_SIZES).nullable(),
  coat: z.string().nullable(),
  temperament: z.string().nullable(),
  notes: z.string().nullable(),
  vaccinations: z.array(z.object({ name: z.string(), expires_on: z.string() })),
  /**
   * The median duration of its latest five past appointments (those of its customer under its
   * name), on the 15-minute step; null before its first visit. A suggestion only.
   */
  usual_duration_minutes: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Pet = z.infer<typeof petSchema>;
export type PetVaccination = Pet['vaccinations'][number];

/** GET /api/pets?customer_id=: a customer's pets, by name. */
export const petsQuerySchema = z.object({ customer_id: uuidSchema });
export type PetsQuery = z.infer<typeof petsQuerySchema>;
export const petsListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ pets: z.array(petSchema) }),
});

const petFields = {
  breed: optionalText(100, 'Breed'),
  weight_kg: weightKg,
  size: z.enum(DOG_SIZES, { error: `Size must be one of ${DOG_SIZES.join(', ')}` }).nullish(),
  coat: optionalText(100, 'Coat'),
  temperament: optionalText(200, 'Temperament'),
  notes: optionalText(5000, 'Notes'),
  vaccinations,
};

/** POST /api/pets */
export const createPetRequestSchema = z.object({ customer_id: uuidSchema, name: petName, ...petFields });
export type CreatePetRequest = z.input<typeof createPetRequestSchema>;
export type CreatePetValues = z.output<typeof createPetRequestSchema>;

/** PUT /api/pets: absent fields keep their value; customer_id moves the pet to another customer of the company. */
export const updatePetRequestSchema = z.object({ id: uuidSchema, customer_id: uuidSchema.optional(), name: petName.optional(), ...petFields });
export type UpdatePetRequest = z.input<typeof updatePetRequestSchema>;
export type UpdatePetValues = z.output<typeof updatePetRequestSchema>;

export const petResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ pet: petSchema }),
});
