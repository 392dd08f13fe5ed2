import { describe, expect, it } from 'vitest';
import { buildPet } from '@groombook/ui-testing';
import { initialPetFields, newVaccinationRow, petSummary, petToSave } from './pet-fields';

const owner = '00000000-0000-4000-8000-0000000000aa';

describe('pet fields', () => {
  it('turns the typed fields into the request, clearing blanks and dropping empty vaccination rows', () => {
    const fields = {
      ...initialPetFields(null),
      name: ' Biscuit ',
      weight: '8.5',
      breed: '  ',
      vaccinations: [newVaccinationRow('Rabies', '2026-01-31'), newVaccinationRow()],
    };
    expect(petToSave(fields, owner)).toEqual({
      body: {
        customer_id: owner,
        name: ' Biscuit ',
        breed: null,
        weight_kg: 8.5,
        size: 'small',
        coat: null,
        temperament: null,
        notes: null,
        vaccinations: [{ name: 'Rabies', expires_on: '2026-01-31' }],
      },
    });
  });

  it("says what is wrong with the API's own messages", () => {
    const base = { ...initialPetFields(null), name: 'Rex' };
    expect(petToSave({ ...base, name: ' ' }, owner)).toEqual({ error: 'Pet name is required' });
    expect(petToSave({ ...base, weight: 'heavy' }, owner)).toEqual({ error: 'Weight must be a number' });
    expect(petToSave({ ...base, weight: '0' }, owner)).toEqual({ error: 'Weight must be more than 0' });
    expect(petToSave({ ...base, vaccinations: [newVaccinationRow('Rabies', '')] }, owner)).toEqual({ error: 'Dates are written YYYY-MM-DD' });
    expect(petToSave({ ...base, vaccinations: [newVaccinationRow('', '2026-01-31')] }, owner)).toEqual({ error: 'Vaccination name is required' });
  });

  it('starts from a saved pet and summarises it', () => {
    const pet = buildPet({ name: 'Biscuit', breed: 'Cockapoo', weight_kg: 8.5, vaccinations: [{ name: 'Rabies', expires_on: '2026-01-31' }] });
    expect(initialPetFields(pet)).toMatchObject({ name: 'Biscuit', weight: '8.5', vaccinations: [{ name: 'Rabies', expires_on: '2026-01-31' }] });
    expect(petSummary(pet)).toBe('Cockapoo · 8.5 kg');
  });

  it('sends the size chosen, or the one the weight gives, and shows it in the summary', () => {
    const base = { ...initialPetFields(null), name: 'Moose' };
    expect(petToSave({ ...base, weight: '30' }, owner)).toMatchObject({ body: { size: 'large' } });
    expect(petToSave({ ...base, weight: '30', size: 'medium' }, owner)).toMatchObject({ body: { size: 'medium' } });
    expect(petToSave(base, owner)).toMatchObject({ body: { size: null } });
    expect(initialPetFields(buildPet({ size: 'extra_large' })).size).toBe('extra_large');
    expect(petSummary(buildPet({ breed: 'Newfoundland', weight_kg: 60, size: 'extra_large', coat: null }))).toBe('Newfoundland · 60 kg · Extra large');
  });
});
