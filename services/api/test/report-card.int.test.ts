import { beforeAll, describe, expect, it } from 'vitest';
import { mediaUploadResponseSchema } from '@groombook/contracts';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';
import { TINY_PNG } from './support/photos';
import { eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

describe('the report card sent with the ready text', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  const tokens = {} as TenantTokens;
  let companyA: string;
  let groomer: string;
  let customer: string;

  const book = async (dog: string) => {
    const answer = await call(t.api.url, 'POST', '/api/appointments', {
      token: tokens.admin,
      body: { date: '2027-03-10', time: '10:00', groomer_id: groomer, customer_id: customer, dog_name: dog, charged_amount: 80 },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.appointment.id as string;
  };
  const move = (token: string, body: Record<string, unknown>) => call(t.api.url, 'POST', '/api/appointments/status', { token, body });
  const photoOf = async (token: string) => {
    const response = await fetch(`${t.api.url}/api/media`, { method: 'POST', headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${token}` }, body: TINY_PNG });
    return mediaUploadResponseSchema.parse(await response.json()).data.id;
  };
  const cardOf = async (id: string) =>
    (await db.rows<{ status: string; report_card_notes: string | null; report_card_media_id: string | null }>(
      'SELECT status, report_card_notes, report_card_media_id FROM appointments WHERE id = $1',
      [id],
    ))[0];

  beforeAll(async () => {
    ({ companyA } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    groomer = (await db.rows<{ id: string }>("INSERT INTO groomers (company_id, name) VALUES ($1, 'Gina') RETURNING id", [companyA]))[0]!.id;
    customer = await db.customer(companyA, 'Card Owner', '201-555-0191');
  });

  it('refuses a card with another move, too long, or with another company photo, changing nothing', async () => {
    const id = await book('Nugget');
    const theirs = await photoOf(tokens.adminB);
    const notReady = await move(tokens.staff, { id, status: 'checked_in', report_card: { notes: 'Good boy' } });
    expect(notReady.status).toBe(400);
    expect(notReady.body.message).toContain('Only a move to ready takes a report card');
    const long = await move(tokens.staff, { id, status: 'ready', report_card: { notes: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    const foreign = await move(tokens.staff, { id, status: 'ready', report_card: { notes: 'Good boy', media_id: theirs } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Photo not found');
    expect(await cardOf(id)).toEqual({ status: 'booked', report_card_notes: null, report_card_media_id: null });
  });

  it('keeps the notes and photo on the appointment and sends them with the ready text as MMS', async () => {
    const id = await book('Waffles');
    const photo = await photoOf(tokens.staff);
    const ready = await move(tokens.staff, { id, status: 'ready', report_card: { notes: '  Calm for the nail trim; a little matting behind the ears.  ', media_id: photo } });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(await cardOf(id)).toEqual({ status: 'ready', report_card_notes: 'Calm for the nail trim; a little matting behind the ears.', report_card_media_id: photo });

    const [sent] = await eventually(async () => {
      const calls = await db.rows<{ body: string; media_url: string | null }>('SELECT body, media_url FROM sms_simulator_calls WHERE to_phone = $1', ['+12015550191']);
      return calls.length > 0 ? calls : null;
    });
    expect(sent?.body).toBe("Waffles is ready for pickup at Happy Paws\n\nGroomer's notes: Calm for the nail trim; a little matting behind the ears.");
    const url = new URL(sent?.media_url ?? '', 'http://local');
    const image = await fetch(`${t.api.url}${url.pathname}${url.search}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('plain Ready still sends the text alone', async () => {
    const other = await db.customer(companyA, 'Plain Owner', '201-555-0192');
    const answer = await call(t.api.url, 'POST', '/api/appointments', {
      token: tokens.admin,
      body: { date: '2027-03-11', time: '10:00', groomer_id: groomer, customer_id: other, dog_name: 'Toast', charged_amount: 80 },
    });
    expect((await move(tokens.staff, { id: answer.body.appointment.id, status: 'ready' })).status).toBe(200);
    const [sent] = await eventually(async () => {
      const calls = await db.rows<{ body: string; media_url: string | null }>('SELECT body, media_url FROM sms_simulator_calls WHERE to_phone = $1', ['+12015550192']);
      return calls.length > 0 ? calls : null;
    });
    expect(sent).toEqual({ body: 'Toast is ready for pickup at Happy Paws', media_url: null });
  });
});
