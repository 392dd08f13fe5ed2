import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { petSchema } from '@groombook/contracts';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('/api/pets', () => {
  const fixture = useTestApi();
  const tokens = {} as TenantTokens;
  let companyA: string;
  let companyB: string;
  let customerA: string;
  let customerB: string;

  const as = (token: string) => ({ token });
  const petCount = async () => (await fixture.arrange.query('SELECT count(*)::int AS n FROM pets')).rows[0]?.n as number;
  const customer = async (company: string, name: string) =>
    (await fixture.arrange.query('INSERT INTO customers (company_id, name) VALUES ($1, $2) RETURNING id', [company, name])).rows[0]!.id as string;
  const addPet = async (body: Record<string, unknown>, token = tokens.staff) => call(fixture.api.url, 'POST', '/api/pets', { ...as(token), body });
  const listPets = async (customerId: string, token = tokens.staff) =>
    call(fixture.api.url, 'GET', `/api/pets?customer_id=${customerId}`, as(token));

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(fixture.api.url, fixture.arrange, tokens));
    customerA = await customer(companyA, 'Olivia Garcia');
    customerB = await customer(companyB, 'Bruno Bravo');
  });

  it('adds a pet with every field and lists it for its customer', async () => {
    const added = await addPet({
      customer_id: customerA,
      name: '  Biscuit ',
      breed: 'Cockapoo',
      weight_kg: 8.5,
      coat: 'Curly',
      temperament: 'Nervous around dryers',
      notes: 'Short on the ears',
      vaccinations: [{ name: 'Rabies', expires_on: '2025-01-31' }],
    });
    expect(added.status).toBe(201);
    const pet = petSchema.parse(added.body.data.pet);
    expect(pet).toMatchObject({
      customer_id: customerA,
      name: 'Biscuit',
      breed: 'Cockapoo',
      weight_kg: 8.5,
      vaccinations: [{ name: 'Rabies', expires_on: '2025-01-31' }],
      usual_duration_minutes: null,
    });

    const listed = await listPets(customerA);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ success: true, data: { pets: [{ id: pet.id, name: 'Biscuit', coat: 'Curly' }] } });
  });

  it('edits a pet keeping the fields left out, clears one with null, and deletes it', async () => {
    const { body } = await addPet({ customer_id: customerA, name: 'Pepper', breed: 'Beagle', weight_kg: 12 });
    const id = body.data.pet.id as string;
    const edited = await call(fixture.api.url, 'PUT', '/api/pets', {
      ...as(tokens.user),
      body: { id, weight_kg: null, vaccinations: [{ name: 'Distemper', expires_on: '2027-02-28' }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.pet).toMatchObject({ name: 'Pepper', breed: 'Beagle', weight_kg: null, vaccinations: [{ name: 'Distemper' }] });

    const deleted = await call(fixture.api.url, 'DELETE', '/api/pets', { ...as(tokens.admin), body: { id } });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    const again = await call(fixture.api.url, 'DELETE', '/api/pets', { ...as(tokens.admin), body: { id } });
    expect(again).toMatchObject({ status: 404, body: { success: false, message: 'Pet not found', code: 'NOT_FOUND' } });
  });

  it('keeps a dog size, given or taken from the weight', async () => {
    const weighed = await addPet({ customer_id: customerA, name: 'Moose', weight_kg: 30 });
    expect(weighed.body.data.pet).toMatchObject({ weight_kg: 30, size: 'large' });
    const sized = await addPet({ customer_id: customerA, name: 'Pip', weight_kg: 30, size: 'small' });
    expect(sized.body.data.pet.size).toBe('small');
    const unknown = await addPet({ customer_id: customerA, name: 'Ghost' });
    expect(unknown.body.data.pet.size).toBeNull();
    const weighedLater = await call(fixture.api.url, 'PUT', '/api/pets', { ...as(tokens.staff), body: { id: unknown.body.data.pet.id, weight_kg: 5 } });
    expect(weighedLater.body.data.pet.size).toBe('small');
    const kept = await call(fixture.api.url, 'PUT', '/api/pets', { ...as(tokens.staff), body: { id: sized.body.data.pet.id, weight_kg: 50 } });
    expect(kept.body.data.pet.size).toBe('small');
    const refused = await addPet({ customer_id: customerA, name: 'Tank', size: 'huge' });
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining('Size must be one of') } });
  });

  it('refuses bad input with a clear message, writing nothing', async () => {
    const before = await petCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_id: customerA }, 'Pet name is required'],
      [{ customer_id: customerA, name: '   ' }, 'Pet name is required'],
      [{ customer_id: 'nope', name: 'Rex' }, 'Must be a valid id'],
      [{ customer_id: customerA, name: 'x'.repeat(101) }, 'Pet name is too long'],
      [{ customer_id: customerA, name: 'Rex', weight_kg: 0 }, 'Weight must be more than 0'],
      [{ customer_id: customerA, name: 'Rex', weight_kg: -3 }, 'Weight must be more than 0'],
      [{ customer_id: customerA, name: 'Rex', weight_kg: 151 }, 'Weight must be at most 150 kg'],
      [{ customer_id: customerA, name: 'Rex', weight_kg: '8' }, 'Weight must be a number'],
      [{ customer_id: customerA, name: 'Rex', weight_kg: 8.123 }, 'Weight can have at most 2 decimals'],
      [{ customer_id: customerA, name: 'Rex', breed: 'x'.repeat(101) }, 'Breed is too long'],
      [{ customer_id: customerA, name: 'Rex', notes: 'x'.repeat(5001) }, 'Notes is too long'],
      [{ customer_id: customerA, name: 'Rex', vaccinations: [{ name: 'Rabies', expires_on: '2026-02-30' }] }, '2026-02-30 is not a day of the calendar'],
      [{ customer_id: customerA, name: 'Rex', vaccinations: [{ name: 'Rabies', expires_on: '31/01/2026' }] }, 'Dates are written YYYY-MM-DD'],
      [{ customer_id: customerA, name: 'Rex', vaccinations: [{ name: '', expires_on: '2026-01-31' }] }, 'Vaccination name is required'],
      [{ customer_id: customerA, name: 'Rex', vaccinations: 'Rabies' }, 'Vaccinations must be a list'],
      [{ customer_id: customerA, name: 'Rex', vaccinations: Array.from({ length: 21 }, () => ({ name: 'Rabies', expires_on: '2026-01-31' })) }, 'At most 20 vaccinations'],
    ];
    for (const [body, message] of cases) {
      const answer = await addPet(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.body.message, JSON.stringify(body)).toContain(message);
    }
    for (const query of ['', '?customer_id=nope']) {
      const answer = await call(fixture.api.url, 'GET', `/api/pets${query}`, as(tokens.staff));
      expect(answer, query).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION_FAILED' } });
      expect(answer.body.message).toContain('customer_id');
    }
    const badEdit = await call(fixture.api.url, 'PUT', '/api/pets', { ...as(tokens.staff), body: { id: randomUUID(), weight_kg: 1000 } });
    expect(badEdit).toMatchObject({ status: 400, body: { message: expect.stringContaining('Weight must be at most 150 kg') } });
    const control = await addPet({ customer_id: customerA, name: 'Rex\u0007' });
    expect(control.status).toBe(400);
    expect(control.body.message).toContain('control characters');
    expect(await petCount()).toBe(before);
  });

  it("keeps each company to its own customers' pets", async () => {
    const bravoPet = (await addPet({ customer_id: customerB, name: 'Bravo Dog' }, tokens.adminB)).body.data.pet.id as string;
    const before = await petCount();

    // Company A names company B's customer or pet: not found, as an unknown id.
    for (const answer of [
      await addPet({ customer_id: customerB, name: 'Intruder' }),
      await listPets(customerB),
      await listPets(randomUUID()),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'Customer not found', code: 'NOT_FOUND' } });
    }
    for (const [method, body] of [
      ['PUT', { id: bravoPet, name: 'Renamed' }],
      ['DELETE', { id: bravoPet }],
    ] as const) {
      const answer = await call(fixture.api.url, method, '/api/pets', { ...as(tokens.admin), body });
      expect(answer).toMatchObject({ status: 404, body: { message: 'Pet not found' } });
    }
    // Nor may a pet of A move to B's customer.
    const own = (await addPet({ customer_id: customerA, name: 'Stay' })).body.data.pet.id as string;
    const moved = await call(fixture.api.url, 'PUT', '/api/pets', { ...as(tokens.staff), body: { id: own, customer_id: customerB } });
    expect(moved).toMatchObject({ status: 404, body: { message: 'Customer not found' } });

    const bravoList = await listPets(customerB, tokens.adminB);
    expect(bravoList.body.data.pets.map((p: { name: string }) => p.name)).toEqual(['Bravo Dog']);
    expect(await petCount()).toBe(before + 1);
  });

  it('deletes the pets of a deleted customer', async () => {
    const leaving = await customer(companyA, 'Leaving Owner');
    await addPet({ customer_id: leaving, name: 'Gone' });
    const countOf = async () => (await fixture.arrange.query('SELECT count(*)::int AS n FROM pets WHERE customer_id = $1', [leaving])).rows[0]?.n;
    expect(await countOf()).toBe(1);
    const deleted = await call(fixture.api.url, 'DELETE', '/api/customers', { ...as(tokens.staff), body: { id: leaving } });
    expect(deleted.status).toBe(200);
    expect(await countOf()).toBe(0);
  });

  it('lets every salon role in and keeps the signed-out out', async () => {
    for (const token of [tokens.user, tokens.staff, tokens.admin, tokens.superadmin]) {
      expect((await listPets(customerA, token)).status).toBe(200);
    }
    const anonymous = await call(fixture.api.url, 'GET', `/api/pets?customer_id=${customerA}`);
    expect(anonymous.status).toBe(401);
    const write = await call(fixture.api.url, 'POST', '/api/pets', { body: { customer_id: customerA, name: 'Ghost' } });
    expect(write.status).toBe(401);
  });

  it('learns the usual duration from the latest five past appointments under the pet’s name', async () => {
    const owner = await customer(companyA, 'Duration Owner');
    const appointment = (date: string, minutes: number, dog: string, customerId = owner) =>
      fixture.arrange.query(
        'INSERT INTO appointments (company_id, customer_id, date, time, dog_name, duration_minutes) VALUES ($1, $2, $3, $4, $5, $6)',
        [companyA, customerId, date, '10:00', dog, minutes],
      );
    // Oldest first; the sixth-latest (480) and the future one (15) must not count.
    await appointment(day(-60), 480, 'Milo');
    await appointment(day(-50), 60, ' milo ');
    await appointment(day(-40), 60, 'MILO');
    await appointment(day(-30), 75, 'Milo');
    await appointment(day(-20), 120, 'Milo');
    await appointment(day(-10), 120, 'Milo');
    await appointment(day(10), 15, 'Milo');
    // Another dog of the same customer, and a Milo of another customer.
    await appointment(day(-5), 240, 'Luna');
    await appointment(day(-5), 240, 'Milo', customerA);

    await addPet({ customer_id: owner, name: 'Milo' });
    await addPet({ customer_id: owner, name: 'Nala' });
    const { body } = await listPets(owner);
    const byName = Object.fromEntries(body.data.pets.map((p: { name: string; usual_duration_minutes: number | null }) => [p.name, p.usual_duration_minutes]));
    expect(byName).toEqual({ Milo: 75, Nala: null });
  });
});
