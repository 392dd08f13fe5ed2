import { beforeAll, describe, expect, it } from 'vitest';
import { sendSmsResponseSchema, textBookingSuggestionResponseSchema, type TextBookingSuggestion } from '@groombook/contracts';
import { zonedInstant } from '../src/core/clock/company-time';
import { useTestApi } from './support/api-fixture';
import { call, arrangeTwoCompanies, type TenantTokens } from './support/identity';
import { clockOf, eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

const SUGGESTION = '/api/sms-conversations/suggestion';
const CONFIRMATION = '/api/text-bookings/confirmation';
/** Wednesday 6 May 2026, noon in the companies' time zone: the texts arrive then. */
const NOON = zonedInstant('2026-05-06', '12:00', 'America/New_York');

type Expected = Partial<Pick<TextBookingSuggestion, 'dog_name' | 'date' | 'time' | 'groomer_name'>> & { services?: string[] };

/** [the customer's text, their pets, what the suggestion reads (null: nothing bookable)]. */
const TEXTS: [string, string[], Expected | null][] = [
  ['can Max come tomorrow at 2', ['Max'], { dog_name: 'Max', date: '2026-05-07', time: '14:00' }],
  ['can Bella come in Friday around 3?', ['Bella', 'Rocky'], { dog_name: 'Bella', date: '2026-05-08', time: '15:00' }],
  ['is there room for max tmrw at 2', ['Max'], { dog_name: 'Max', date: '2026-05-07', time: '14:00' }],
  ['Could Rufus get a small dog bath on Saturday at 10?', ['Rufus'], { dog_name: 'Rufus', date: '2026-05-09', time: '10:00', services: ['Small dog bath'] }],
  ['do you have anything friday at 11', ['Daisy'], { dog_name: 'Daisy', date: '2026-05-08', time: '11:00' }],
  ['Hi! Would Monday 9:30 work for Coco?', ['Coco', 'Milo'], { dog_name: 'Coco', date: '2026-05-11', time: '09:30' }],
  ['can Bela come tomorrow at 10', ['Bella'], { dog_name: 'Bella', date: '2026-05-07', time: '10:00' }],
  ['Luna needs a large dog bath, is thursday at 1 ok?', ['Luna'], { dog_name: 'Luna', date: '2026-05-07', time: '13:00', services: ['Large dog bath'] }],
  ['thanks!', ['Max'], null],
  ['STOP', ['Max'], null],
  ['see you then', ['Max'], null],
  ['can Ziggy come in the day after tomorrow at 12:30', ['Ziggy'], { dog_name: 'Ziggy', date: '2026-05-08', time: '12:30' }],
  ['could gizmo come in on 5/20 at 2:15', ['Gizmo'], { dog_name: 'Gizmo', date: '2026-05-20', time: '14:15' }],
  ['is today at 4 too late for Hank?', ['Hank'], { dog_name: 'Hank', date: '2026-05-06', time: '16:00' }],
  ['can Teddy see Kim on friday at 10', ['Teddy'], { dog_name: 'Teddy', date: '2026-05-08', time: '10:00', groomer_name: 'Kim Ashby' }],
  ['any chance pepper could be seen monday at 11', ['Pepper'], { dog_name: 'Pepper', date: '2026-05-11', time: '11:00' }],
  ['do you have room next friday morning for Tank', ['Tank'], { dog_name: 'Tank', date: '2026-05-15', time: null }],
  ['can Oscar come in saturday at noon? he needs his nails done', ['Oscar'], { dog_name: 'Oscar', date: '2026-05-09', time: '12:00' }],
  ['Could Bailey come in on the 12th at 3', ['Bailey'], { dog_name: 'Bailey', date: '2026-05-12', time: '15:00' }],
  ['Hi this is Maria Garcia, can Rocco come in tomorrow around 4', ['Rocco'], { dog_name: 'Rocco', date: '2026-05-07', time: '16:00' }],
];

describe('texts that become bookings', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  const tokens = {} as TenantTokens;
  let companyA: string;
  let companyB: string;
  let kim: string;
  let number = '';
  let phones = 0;
  const as = (who: keyof TenantTokens) => ({ token: tokens[who] });
  const suggestionOf = async (customerId: string, who: keyof TenantTokens = 'admin') => {
    const answer = await call(t.api.url, 'GET', `${SUGGESTION}?customerId=${customerId}`, as(who));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return textBookingSuggestionResponseSchema.parse(answer.body).data;
  };
  const pet = async (companyId: string, customerId: string, name: string) =>
    (await t.arrange.query("INSERT INTO pets (company_id, customer_id, name, size) VALUES ($1, $2, $3, 'small') RETURNING id", [companyId, customerId, name])).rows[0]!.id as string;
  /** A new customer of company A with these pets, who has texted `body`. */
  const texting = async (body: string, pets: string[]) => {
    const phone = `(201) 555-${String(300 + (phones += 1)).padStart(4, '0')}`;
    const customerId = await db.customer(companyA, `Texter ${phones}`, phone);
    const petIds = [];
    for (const name of pets) petIds.push(await pet(companyA, customerId, name));
    const stored = await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: `+1${phone.replace(/\D/g, '')}`, to: number, body } });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    return { customerId, petIds, phone: `+1${phone.replace(/\D/g, '')}` };
  };

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    number = await t.arrange.smsNumberOf(companyA);
    kim = (await t.arrange.query("INSERT INTO groomers (company_id, name) VALUES ($1, 'Kim Ashby') RETURNING id", [companyA])).rows[0]!.id as string;
    // Another customer of the company whose dog is also Rocco: the suggestion is never theirs.
    const maria = await db.customer(companyA, 'Maria Garcia', '(201) 555-0299');
    await pet(companyA, maria, 'Rocco');
    clockOf(t).travelTo(NOON);
  });

  it('the suggestion read from 20 sentences a customer might text', async () => {
    const menu = (await t.arrange.query('SELECT id, name FROM services WHERE company_id = $1', [companyA])).rows as { id: string; name: string }[];
    for (const [text, pets, expected] of TEXTS) {
      const { customerId, petIds } = await texting(text, pets);
      const suggestion = await suggestionOf(customerId);
      if (expected === null) {
        expect(suggestion, text).toBeNull();
        continue;
      }
      expect(suggestion, text).toMatchObject({
        customer_id: customerId,
        customer_name: expect.stringMatching(/^Texter /),
        text,
        pet_id: petIds[pets.indexOf(expected.dog_name ?? '')],
        dog_name: expected.dog_name,
        date: expected.date,
        time: expected.time,
        groomer_name: expected.groomer_name ?? null,
        groomer_id: expected.groomer_name ? kim : null,
      });
      expect(suggestion?.services.map((service) => service.name), text).toEqual(expected.services ?? []);
      for (const service of suggestion?.services ?? []) expect(menu).toContainEqual(service);
    }
  });

  it('offers the free times nearest the asked one, never a booked one, and reads only the texts since the salon last wrote', async () => {
    const { customerId, petIds } = await texting('can Max come friday at 2', ['Max']);
    const before = await suggestionOf(customerId);
    expect(before?.free_times[0]).toMatchObject({ time: '14:00', groomer_id: expect.any(String) });
    expect(before?.free_times).toHaveLength(3);
    const groomers = (await t.arrange.query('SELECT id FROM groomers WHERE company_id = $1', [companyA])).rows as { id: string }[];
    for (const groomer of groomers) {
      await t.arrange.query(
        "INSERT INTO appointments (company_id, customer_id, groomer_id, date, time, duration_minutes, dog_name, status) VALUES ($1, $2, $3, '2026-05-08', '14:00', 60, 'Max', 'booked')",
        [companyA, customerId, groomer.id],
      );
    }
    const after = await suggestionOf(customerId);
    expect(after?.free_times).toHaveLength(3);
    expect(after?.free_times.map((free) => free.time)).not.toContain('14:00');
    expect(after).toMatchObject({ pet_id: petIds[0], date: '2026-05-08', time: '14:00' });

    // The salon answers: those texts are dealt with, and nothing is asked since.
    const reply = await call(t.api.url, 'POST', `/api/sms-conversations?customerId=${customerId}`, { ...as('admin'), body: { message: 'Friday at 2 is booked!' } });
    expect(reply.status).toBe(201);
    clockOf(t).travelTo(new Date(NOON.getTime() + 60_000));
    expect(await suggestionOf(customerId)).toBeNull();
  });

  it('offers only the named groomer\'s free times', async () => {
    const { customerId } = await texting('can Max see Kim friday at 3', ['Max']);
    const suggestion = await suggestionOf(customerId);
    expect(suggestion?.free_times.length).toBeGreaterThan(0);
    for (const free of suggestion?.free_times ?? []) expect(free).toMatchObject({ groomer_id: kim, groomer_name: 'Kim Ashby' });
  });

  it('texts the confirmation of the appointment booked from the suggestion, once, and it reaches the simulator', async () => {
    const { customerId, phone } = await texting('can Max come tomorrow at 2', ['Max']);
    const [appointment] = (
      await t.arrange.query("INSERT INTO appointments (company_id, customer_id, date, time, dog_name, status) VALUES ($1, $2, '2026-05-07', '14:00', 'Max', 'booked') RETURNING id", [
        companyA,
        customerId,
      ])
    ).rows as { id: string }[];
    const sent = await call(t.api.url, 'POST', CONFIRMATION, { ...as('admin'), body: { appointmentId: appointment!.id } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { message } = sendSmsResponseSchema.parse(sent.body).data;
    expect(message.messageText).toMatch(/^.+ here: Max's grooming appointment is booked for .*May 7.* at 2:00 PM\. Reply STOP to opt out\.$/);
    await eventually(async () => (await db.callsTo(phone)).length === 1, 15_000, 'the confirmation reaches the simulator');
    const again = await call(t.api.url, 'POST', CONFIRMATION, { ...as('admin'), body: { appointmentId: appointment!.id } });
    expect(again.status).toBe(201);
    expect((await db.messagesTo(phone)).filter((row) => row.direction === 'outbound')).toHaveLength(1);
  });

  it('answers the front desk (staff and admins) only, only of their own company, and refuses bad input', async () => {
    const { customerId } = await texting('can Max come tomorrow at 2', ['Max']);
    expect((await call(t.api.url, 'GET', `${SUGGESTION}?customerId=${customerId}`, as('user'))).status).toBe(403);
    expect((await call(t.api.url, 'POST', CONFIRMATION, { ...as('user'), body: { appointmentId: customerId } })).status).toBe(403);
    const staffRead = await call(t.api.url, 'GET', `${SUGGESTION}?customerId=${customerId}`, as('staff'));
    expect(staffRead.status).toBe(200);
    expect(JSON.stringify(staffRead.body)).toContain('Max');
    expect((await call(t.api.url, 'GET', `${SUGGESTION}?customerId=${customerId}`)).status).toBe(401);
    // Company B's admin never sees A's customer, nor A's admin B's.
    const other = await call(t.api.url, 'GET', `${SUGGESTION}?customerId=${customerId}`, as('adminB'));
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Max');
    const bravo = await db.customer(companyB, 'Bravo Texter', '(201) 555-0499');
    await pet(companyB, bravo, 'Secret');
    expect((await call(t.api.url, 'GET', `${SUGGESTION}?customerId=${bravo}`, as('admin'))).status).toBe(404);
    const [bravoAppointment] = (await t.arrange.query("INSERT INTO appointments (company_id, customer_id, date, time) VALUES ($1, $2, '2026-05-07', '14:00') RETURNING id", [companyB, bravo]))
      .rows as { id: string }[];
    expect((await call(t.api.url, 'POST', CONFIRMATION, { ...as('admin'), body: { appointmentId: bravoAppointment!.id } })).status).toBe(404);
    expect(await db.messagesTo('+12015550499')).toEqual([]);
    expect((await call(t.api.url, 'GET', `${SUGGESTION}?customerId=nope`, as('admin'))).status).toBe(400);
    expect((await call(t.api.url, 'POST', CONFIRMATION, { ...as('admin'), body: { appointmentId: 'nope' } })).status).toBe(400);
  });
});
