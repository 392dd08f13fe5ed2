// The public booking of bench/availability.mjs: POST /api/online-bookings (a customer books a
// free time without an account) through the built API beside the floor
// (support/bare-booking-server.mjs), on the availability data set's measured company, switched
// to instant booking and given a texting number (so the confirmation text is stored, as for a
// salon that texts).
//
// Every request books a time that is free: request k books day k of the working days (Monday to
// Saturday) from `FIRST_DAY` on, at the next of the day's 75-minute starts each time the days
// come round (09:00, 10:15, … 17:45, then again for the next groomer free), as a customer the
// salon has not seen (a number of its own). Consecutive requests are on different days, so they
// do not wait for one another's day lock; the product and the floor take turns on the same
// sequence, so each finds days as full as the other did (a few bookings each).
import { isDeepStrictEqual } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { alternatingRounds, load } from './harness.mjs';

/** The day's starts of a 75-minute booking (the bath and the nails at a medium dog's size, the seed's services). */
const STARTS = ['09:00', '10:15', '11:30', '12:45', '14:00', '15:15', '16:30', '17:45'];
/** After the seeded appointments (to June 2031); the days before it are the checks'. */
const FIRST_DAY = '2031-07-14';
const LAST_DAY = '2040-12-31';
/** Two Tuesdays before FIRST_DAY: the product's and the floor's check bookings, the same day of the week. */
const CHECK_DAYS = ['2031-07-01', '2031-07-08'];
/** At most this many groomers are free at every start of every working day (breaks, a groomer's own week). */
const GROOMERS_FREE = 6;

const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const WORKING_DAYS = (() => {
  const days = [];
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) days.push(day);
  return days;
})();
const CAPACITY = WORKING_DAYS.length * STARTS.length * GROOMERS_FREE;

/** A New York number nobody else in the run has: (212) 234-0000 on. */
function phoneOf(k) {
  const exchange = 234 + Math.floor(k / 10_000);
  if (exchange > 999 || exchange % 100 === 11) throw new Error('The booking plan ran out of numbers');
  return `(212) ${exchange}-${String(k % 10_000).padStart(4, '0')}`;
}

function bookingBody(companyId, services, date, time, k) {
  return { company_id: companyId, date, time, services, dog_size: 'medium', name: `Visitor ${k}`, phone: phoneOf(k), dog_name: `Dog ${k}`, notes: null };
}

/** The k-th request of the plan. */
function plannedBooking(companyId, services, k) {
  const pass = Math.floor(k / WORKING_DAYS.length);
  if (k >= CAPACITY) throw new Error('The booking plan ran out of free times');
  return bookingBody(companyId, services, WORKING_DAYS[k % WORKING_DAYS.length], STARTS[pass % STARTS.length], k);
}

const post = (url, body) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: await r.json() }));

const WEEKDAY_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * What a booking wrote, by its customer's number, with what differs from one booking to the next
 * (ids, moments, the day, the link's token) left out or put as what it must be.
 */
async function writtenRows(db, phoneE164, date) {
  const q = async (text, values) => (await db.query(text, values)).rows;
  const [customer] = await q('SELECT * FROM customers WHERE phone_e164 = $1', [phoneE164]);
  if (!customer) return null;
  const appointments = await q(
    `SELECT a.*, to_char(a.date, 'YYYY-MM-DD') AS day, to_char(a.time, 'HH24:MI') AS at, g.name AS groomer FROM appointments a
     LEFT JOIN groomers g ON g.id = a.groomer_id WHERE a.customer_id = $1`,
    [customer.id],
  );
  const ids = appointments.map((a) => a.id);
  const drop = (row, ...keys) => Object.fromEntries(Object.entries(row).filter(([key]) => !['id', 'created_at', 'updated_at', ...keys].includes(key)));
  const formatted = WEEKDAY_DATE.format(new Date(`${date}T00:00:00Z`));
  const number = (row) => ({ ...row, ...('phone_number' in row ? { phone_number: row.phone_number === phoneE164 ? '<the number>' : row.phone_number } : {}), phone_e164: row.phone_e164 === phoneE164 ? '<the number>' : row.phone_e164 });
  return {
    customer: number(drop(customer)),
    appointments: appointments.map((a) => ({
      ...drop(a, 'date', 'customer_id', 'groomer_id', 'status_changed_at'),
      day: a.day === date ? '<the day booked>' : a.day,
      status_changed_at: a.status_changed_at === null ? null : '<set>',
    })),
    lines: (await q('SELECT * FROM appointment_lines WHERE appointment_id = ANY($1) ORDER BY position', [ids])).map((l) => drop(l, 'appointment_id')),
    history: (await q('SELECT * FROM appointment_status_changes WHERE appointment_id = ANY($1) ORDER BY created_at', [ids])).map((h) => drop(h, 'appointment_id')),
    links: (await q('SELECT token_hash FROM appointment_links WHERE appointment_id = ANY($1)', [ids])).map((l) => /^[0-9a-f]{64}$/.test(l.token_hash)),
    reminders: (
      await q(
        `SELECT r.*, extract(epoch FROM r.starts_at - r.send_at) / 3600 AS hours_ahead,
                to_char(r.starts_at AT TIME ZONE c.time_zone, 'YYYY-MM-DD HH24:MI') AS starts_local
         FROM sms_reminders r JOIN companies c ON c.id = r.company_id WHERE r.appointment_id = ANY($1) ORDER BY r.rule_key`,
        [ids],
      )
    ).map((r) => ({ ...drop(r, 'appointment_id', 'send_at', 'starts_at'), starts_local: r.starts_local.replace(date, '<the day booked>') })),
    messages: (await q('SELECT * FROM sms_messages WHERE customer_id = $1', [customer.id])).map((m) => ({
      ...number(drop(m, 'customer_id')),
      body: m.body.replace(formatted, '<the day booked>').replace(/token=[A-Za-z0-9_-]{43}/, 'token=<43 characters>'),
      idempotency_key: m.idempotency_key.replace(ids[0], '<the appointment>'),
    })),
  };
}

/** Throws unless the product and the floor answer and write alike. */
async function checkSameBooking(db, product, floor, companyId, services, otherCompanyId) {
  // The same customer's details but for the number (each side adds its customer), a week apart.
  const bodies = CHECK_DAYS.map((date, i) => ({ ...bookingBody(companyId, services, date, '09:00', 900_000 + i), name: 'Ann Example', dog_name: 'Rex', notes: 'Nervous with dryers' }));
  const answers = [await post(product, bodies[0]), await post(floor, bodies[1])];
  const [fromProduct, fromFloor] = answers.map((answer, i) => ({ ...answer, body: { ...answer.body, appointment: { ...answer.body.appointment, date: answer.body.appointment?.date === CHECK_DAYS[i] ? '<the day booked>' : answer.body.appointment?.date } } }));
  if (!isDeepStrictEqual(fromProduct, fromFloor)) throw new Error(`public booking: the floor answers otherwise than the API\nAPI:   ${JSON.stringify(answers[0])}\nfloor: ${JSON.stringify(answers[1])}`);
  const [productRows, floorRows] = await Promise.all(bodies.map((body, i) => writtenRows(db, `+1${body.phone.replace(/\D/g, '')}`, CHECK_DAYS[i])));
  if (!productRows || !isDeepStrictEqual(productRows, floorRows)) {
    throw new Error(`public booking: the floor writes otherwise than the API\nAPI:   ${JSON.stringify(productRows)}\nfloor: ${JSON.stringify(floorRows)}`);
  }
  // Refusals: a time no groomer has (with the next free ones), a salon that takes requests, a service not on the menu, a number that is none.
  const refusals = [
    bookingBody(companyId, services, addDays(CHECK_DAYS[0], 1), '08:45', 900_010),
    bookingBody(otherCompanyId, services, CHECK_DAYS[0], '09:00', 900_011),
    bookingBody(companyId, [services[0], otherCompanyId], CHECK_DAYS[0], '09:00', 900_012),
    { ...bookingBody(companyId, services, CHECK_DAYS[0], '09:00', 900_013), phone: '555' },
  ];
  for (const body of refusals) {
    const [a, b] = [await post(product, body), await post(floor, body)];
    if (a.status !== b.status || a.body.code !== b.body.code || !isDeepStrictEqual(a.body.next_times, b.body.next_times)) {
      throw new Error(`public booking: the floor refuses otherwise than the API\nAPI:   ${JSON.stringify(a)}\nfloor: ${JSON.stringify(b)}`);
    }
  }
  return { answer: answers[0].body, rows: productRows };
}

/**
 * Sets the measured company up for instant booking, checks the two answer and write alike, then
 * measures each at `connections` for `rounds` alternating rounds of `seconds` after a warm-up.
 */
export async function measurePublicBooking({ databaseUrl, redisUrl, redisPrefix, api, floor, companyId, otherCompanyId, services, connections, rounds }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const redis = new Redis(redisUrl);
  try {
    await db.query("UPDATE companies SET booking_mode = 'instant', sms_number = '+12125550100' WHERE id = $1", [companyId]);
    const product = `${api.url}/api/online-bookings`;
    const bare = `${floor.url}/online-bookings`;
    const checked = await checkSameBooking(db, product, bare, companyId, services, otherCompanyId);

    let next = 0;
    const requests = (path) => [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(plannedBooking(companyId, services, next++)) }),
      },
    ];
    // The limit per address is counted (in Redis) but must not refuse the benchmark's one address:
    // its count is dropped before each run (the limit per number never bites: each number books once).
    const forgetAddress = async () => {
      const keys = await redis.keys(`${redisPrefix}:rate:online-booking:*`);
      if (keys.length > 0) await redis.del(...keys);
    };
    const subjects = [
      { label: 'public booking: API', url: api.url, headers: {}, options: { connections, requests: requests('/api/online-bookings') }, before: forgetAddress },
      { label: 'public booking: bare pg + node:http', url: floor.url, headers: {}, options: { connections, requests: requests('/online-bookings') }, before: forgetAddress },
    ];
    for (const subject of subjects) {
      await subject.before();
      const warm = await load(subject.url, {}, { ...subject.options, duration: 2 });
      if (warm.non2xx > 0 || warm.errors > 0) throw new Error(`${subject.label}: some warm-up bookings failed`);
    }
    const [productRuns, floorRuns] = await alternatingRounds(subjects, rounds);
    const { rows: [{ n }] } = await db.query('SELECT count(*)::int AS n FROM appointments WHERE booked_online');
    return {
      answer: checked.answer,
      rows: checked.rows,
      bookings: n,
      requested: next,
      api: { rps: productRuns.rps, p95: productRuns.p95, runs: productRuns.runs },
      floor: { rps: floorRuns.rps, p95: floorRuns.p95, runs: floorRuns.runs },
    };
  } finally {
    redis.disconnect();
    await db.end();
  }
}
