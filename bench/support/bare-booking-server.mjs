// The floor for the public booking of bench/availability.mjs: POST /api/online-bookings (a
// customer books a free time of a salon in instant mode) written by hand on bare `pg`,
// `node:http` and `ioredis`, in its own process. Like the other floors it has no framework,
// tenant transaction, rate limit or request log; unlike a read it must write what the booking
// is for, so it checks what the product checks and writes the same rows:
//
// - the body (ids, date, time on the quarter hour, size, name, number and dog's name, notes),
//   the number (valid, of an allowed country), the company (there, active, in instant mode),
//   the services (the company's, offered, at least one not an add-on);
// - in one transaction, the company's day locked first (an advisory lock, so two bookings of
//   a day read each other's appointments): one statement reads the company, the chosen
//   services at the dog's size, the day's hours, groomers, breaks, time off, appointments and
//   blocks, the customer with that number and whether the number texted STOP; a loop over a
//   minute map takes the first groomer by name free for the whole length (409 SLOT_TAKEN with
//   the next free times otherwise); one statement writes the customer (when new), the
//   appointment (confirmed, booked online, priced at the company's tax rate), its lines, its
//   status history, the customer's link (the token's hash), the reminders of the company's
//   rules and the confirmation text (queued, with the link), and answers the customer's view;
// - after the commit, one Redis round trip: the live update of the month and of the
//   conversation (PUBLISH on the product's channel), and the text's id handed to a sender
//   (LPUSH); reminders wait in `sms_reminders` for a sender to find them due.
//
// The database's exclusion constraint on online bookings stays the last word, as for the API.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { Redis } from 'ioredis';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { parsePhoneNumberFromString as parseWithTypes } from 'libphonenumber-js/max';
import pg from 'pg';
import { CODES, parseBooking, Refusal } from './bare-booking-input.mjs';

const [databaseUrl, redisUrl, redisPrefix, publicUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });

const ALLOWED_COUNTRIES = new Set(['US', 'CA']);
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);
const SMS_BODY_MAX = 1600;
const BOOKED = 'Your appointment is booked';
const SLOT_TAKEN = 'That time was just taken. Please choose another time.';

const hhmm = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const minutesOf = (hhmmText) => Number(hhmmText.slice(0, 2)) * 60 + Number(hhmmText.slice(3, 5));
const STRETCH = "json_build_array(to_char(starts_at, 'HH24:MI'), to_char(ends_at, 'HH24:MI'))";

// $1 company, $2 date, $3 services, $4 the number (E.164). Sizes are a fixed set: one statement each.
const factsQuery = (size) => ({
  name: `booking-facts-${size}`,
  text: `
  SELECT c.name, c.status, c.booking_mode, c.booking_buffer_minutes AS buffer, c.time_zone, c.cancel_cutoff_hours,
         c.tax_rate_percent::text AS tax_rate, c.sms_number, c.reminder_rules,
         to_char(now() AT TIME ZONE c.time_zone, 'YYYY-MM-DD') AS today,
         to_char(now() AT TIME ZONE c.time_zone, 'HH24:MI') AS now_time,
    (SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'kind', s.kind, 'active', s.active,
                                       'price', s.price_${size}::text, 'duration', s.duration_${size}))
       FROM services s WHERE s.company_id = $1 AND s.id = ANY($3::uuid[])) AS services,
    (SELECT json_agg(${STRETCH}) FROM salon_hours WHERE company_id = $1 AND weekday = extract(dow FROM $2::date)) AS salon,
    EXISTS (SELECT 1 FROM salon_closed_days WHERE company_id = $1 AND date = $2::date) AS closed,
    (SELECT json_agg(json_build_object(
        'id', g.id,
        'has_hours', EXISTS (SELECT 1 FROM groomer_hours h WHERE h.company_id = $1 AND h.groomer_id = g.id),
        'hours', (SELECT json_agg(${STRETCH}) FROM groomer_hours h
                   WHERE h.company_id = $1 AND h.groomer_id = g.id AND h.weekday = extract(dow FROM $2::date)),
        'breaks', (SELECT json_agg(${STRETCH}) FROM groomer_breaks b
                    WHERE b.company_id = $1 AND b.groomer_id = g.id AND b.weekday = extract(dow FROM $2::date)),
        'away', EXISTS (SELECT 1 FROM groomer_time_off t WHERE t.company_id = $1 AND t.groomer_id = g.id AND t.starts_on <= $2::date AND t.ends_on >= $2::date))
        ORDER BY g.name, g.created_at)
       FROM groomers g WHERE g.company_id = $1) AS groomers,
    (SELECT json_agg(json_build_array(groomer_id, to_char(time, 'HH24:MI'), duration_minutes, kind))
       FROM (SELECT groomer_id, time, duration_minutes, 1 AS kind FROM appointments
              WHERE company_id = $1 AND date = $2::date AND groomer_id IS NOT NULL AND time IS NOT NULL AND status NOT IN ('cancelled', 'no_show')
             UNION ALL
             SELECT groomer_id, time, duration_minutes, 0 FROM schedule_blocks WHERE company_id = $1 AND date = $2::date) busy) AS busy,
    (SELECT id FROM customers WHERE company_id = $1 AND phone_e164 = $4 ORDER BY created_at, id LIMIT 1) AS customer_id,
    EXISTS (SELECT 1 FROM sms_opt_outs WHERE company_id = $1 AND phone_e164 = $4) AS opted_out
  FROM companies c WHERE c.id = $1`,
});

// One statement writes the booking; the customer's view (can_change) comes back from it.
const WRITE = {
  name: 'booking-write',
  text: `
  WITH new_customer AS (
    INSERT INTO customers (id, company_id, name, phone_number, phone_e164) SELECT $3, $1, $4, $5, $5 WHERE $6::boolean
  ), starts AS (
    SELECT ($7::date + $8::time) AT TIME ZONE $9 AS at
  ), appointment AS (
    INSERT INTO appointments (id, company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, tip, total_with_tax, notes,
                              duration_minutes, price_overridden, booked_online, status, status_changed_at)
    VALUES ($2, $1, $7, $8, $3, $10, $11, $12, 0, $13, $14, $15, false, true, 'confirmed', now())
  ), lines AS (
    INSERT INTO appointment_lines (company_id, appointment_id, service_id, name, kind, dog_size, price, duration_minutes, position)
    SELECT $1, $2, l.service_id, l.name, l.kind, $16, l.price, l.duration_minutes, l.position
    FROM unnest($17::uuid[], $18::text[], $19::text[], $20::numeric[], $21::int[]) WITH ORDINALITY AS l(service_id, name, kind, price, duration_minutes, position)
  ), history AS (
    INSERT INTO appointment_status_changes (company_id, appointment_id, status) VALUES ($1, $2, 'confirmed')
  ), link AS (
    INSERT INTO appointment_links (company_id, appointment_id, token_hash) VALUES ($1, $2, $22)
  ), rules AS (
    SELECT CASE WHEN r->>'kind' = 'day_before' THEN 'day-before-' || replace(r->>'time', ':', '') ELSE 'hours-before-' || (r->>'hours_before') END AS rule_key,
           CASE WHEN r->>'kind' = 'day_before' THEN (($7::date - 1) + (r->>'time')::time) AT TIME ZONE $9
                ELSE starts.at - make_interval(hours => (r->>'hours_before')::int) END AS due
    FROM jsonb_array_elements($23::jsonb) r, starts
  ), reminders AS (
    -- Each rule's reminder while its time is ahead; of those passed, the nearest goes at once (a new booking's catch-up).
    INSERT INTO sms_reminders (company_id, appointment_id, rule_key, send_at, starts_at, status, created_at, updated_at)
    SELECT $1, $2, planned.rule_key, planned.send_at, starts.at, 'scheduled', now(), now()
    FROM (SELECT rule_key, due AS send_at FROM rules WHERE due > now()
          UNION ALL (SELECT rule_key, now() FROM rules WHERE due <= now() ORDER BY due DESC LIMIT 1)) planned, starts
    WHERE starts.at > now()
  ), message AS (
    INSERT INTO sms_messages (company_id, customer_id, phone_e164, direction, purpose, body, status, idempotency_key, created_at, updated_at)
    SELECT $1, $3, $5, 'outbound', 'reminder', $24, 'queued', 'online-booking-' || $2, now(), now() WHERE $25::boolean
    RETURNING id
  )
  SELECT (SELECT id FROM message) AS message_id, now() < starts.at - make_interval(hours => $26::int) AS can_change FROM starts`,
};

const WEEKDAY_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const time12h = (minutes) => `${Math.floor(minutes / 60) % 12 === 0 ? 12 : Math.floor(minutes / 60) % 12}:${String(minutes % 60).padStart(2, '0')} ${minutes < 720 ? 'AM' : 'PM'}`;

/** Each minute of the day the groomer is free (1) or not (0). */
function freeMinutes(facts, groomer) {
  const free = new Uint8Array(1440);
  if (facts.closed || !facts.salon || groomer.away || (groomer.has_hours && !groomer.hours)) return free;
  for (const [s, e] of facts.salon) free.fill(1, minutesOf(s), minutesOf(e));
  if (groomer.has_hours) {
    const mine = new Uint8Array(1440);
    for (const [s, e] of groomer.hours) mine.fill(1, minutesOf(s), minutesOf(e));
    for (let m = 0; m < 1440; m++) free[m] &= mine[m];
  }
  for (const [s, e] of groomer.breaks ?? []) free.fill(0, minutesOf(s), minutesOf(e));
  for (const [id, start, minutes, kind] of facts.busy ?? []) {
    if (id !== groomer.id) continue;
    const pad = kind === 1 ? facts.buffer : 0;
    free.fill(0, Math.max(0, minutesOf(start) - pad), Math.min(1440, minutesOf(start) + minutes + pad));
  }
  return free;
}

const fits = (free, start, length) => start + length <= 1440 && free.subarray(start, start + length).every((m) => m === 1);

/** The earliest start of the day: none for a past day, after now today. */
function earliestStart(facts, date) {
  if (date < facts.today) return null;
  if (date > facts.today) return 0;
  const next = Math.ceil((minutesOf(facts.now_time) + 1) / 15) * 15;
  return next >= 1440 ? null : next;
}

/** The day's free starts (any groomer) after `time`, at most three; else the nearest. */
function nextTimes(facts, date, length, time) {
  const earliest = earliestStart(facts, date);
  const starts = new Set();
  if (earliest !== null) {
    for (const groomer of facts.groomers ?? []) {
      const free = freeMinutes(facts, groomer);
      for (let start = Math.ceil(earliest / 15) * 15; start + length <= 1440; start += 15) if (fits(free, start, length)) starts.add(start);
    }
  }
  const all = [...starts].sort((a, b) => a - b);
  const later = all.filter((start) => start > time).slice(0, 3);
  const chosen = later.length > 0 ? later : all.sort((a, b) => Math.abs(a - time) - Math.abs(b - time) || a - b).slice(0, 3);
  return chosen.map(hhmm);
}

async function book(body) {
  const request = parseBooking(body);
  const parsed = parsePhoneNumberFromString(request.phone, 'US');
  const phone = parsed?.isValid() ? parsed.number : null;
  // Told after the company's refusals, as the product tells them.
  const phoneRefusal = !phone
    ? new Refusal(400, 'phone: Enter a valid phone number')
    : !ALLOWED_COUNTRIES.has(parsed.country) ? new Refusal(400, 'phone: We can only text numbers in the United States or Canada') : null;
  const client = await pool.connect();
  let done = false;
  try {
    // The day's lock before its facts are read (a statement's snapshot is taken when it starts). Both values are checked above.
    await client.query(`BEGIN; SELECT pg_advisory_xact_lock(hashtext('online-booking:${request.companyId}'), hashtext('${request.date}'))`);
    const { rows: [facts] } = await client.query({ ...factsQuery(request.size), values: [request.companyId, request.date, request.services, phone] });
    if (!facts) throw new Refusal(404, 'Salon not found');
    if (facts.status !== 'active') throw new Refusal(403, 'This salon is not taking bookings');
    if (facts.booking_mode !== 'instant') throw new Refusal(403, 'This salon takes booking requests: send a request and the salon will confirm it');
    if (phoneRefusal) throw phoneRefusal;
    const byId = new Map((facts.services ?? []).map((s) => [s.id, s]));
    const chosen = request.services.map((id) => byId.get(id));
    if (chosen.some((s) => !s || !s.active)) throw new Refusal(400, "services: Choose services from the salon's menu");
    if (!chosen.some((s) => s.kind === 'service')) throw new Refusal(400, 'services: Choose at least one service, not only add-ons');
    const total = chosen.reduce((sum, s) => sum + s.duration, 0);
    const length = Math.min(480, Math.max(15, Math.ceil(total / 15) * 15));

    const earliest = earliestStart(facts, request.date);
    const onGrid = request.time % 15 === 0 && earliest !== null && request.time >= earliest;
    const groomer = onGrid ? (facts.groomers ?? []).find((g) => fits(freeMinutes(facts, g), request.time, length)) : undefined;
    if (!groomer) throw new Refusal(409, SLOT_TAKEN, { code: 'SLOT_TAKEN', next_times: nextTimes(facts, request.date, length, request.time) });

    const appointmentId = randomUUID();
    const customerId = facts.customer_id ?? randomUUID();
    const priceCents = chosen.reduce((cents, s) => cents + Math.round(Number(s.price) * 100), 0);
    const rateUnits = Math.round(Number(facts.tax_rate) * 1000);
    const totalCents = priceCents + Math.floor((priceCents * rateUnits * 2 + 100_000) / 200_000);
    const token = randomBytes(32).toString('base64url');
    const time = hhmm(request.time);
    const confirmation = `${facts.name} here: ${request.dogName}'s grooming appointment is confirmed for ${WEEKDAY_DATE.format(new Date(`${request.date}T00:00:00Z`))} at ${time12h(request.time)}. Manage it: ${publicUrl}/my-appointment?token=${token} Reply STOP to opt out.`;
    const typed = parseWithTypes(phone);
    const textable = typed?.isValid() && (typed.getType() === undefined || TEXTABLE.has(typed.getType()));
    const texts = Boolean(facts.sms_number) && textable && !facts.opted_out && confirmation.length <= SMS_BODY_MAX;
    const written = await client.query({
      ...WRITE,
      values: [
        request.companyId, appointmentId, customerId, request.name, phone, facts.customer_id === null,
        request.date, time, facts.time_zone, groomer.id, request.dogName, priceCents / 100, totalCents / 100, request.notes, length,
        request.size, chosen.map((s) => s.id), chosen.map((s) => s.name), chosen.map((s) => s.kind), chosen.map((s) => s.price), chosen.map((s) => s.duration),
        createHash('sha256').update(token).digest('hex'), JSON.stringify(facts.reminder_rules), confirmation, texts, facts.cancel_cutoff_hours,
      ],
    }).then(
      ({ rows }) => rows[0],
      async (error) => {
        // The exclusion constraint: another online booking holds the groomer's time. Nothing was written; the day's free times as they now are.
        if (error?.code !== '23P01') throw error;
        await client.query('ROLLBACK');
        done = true;
        const { rows: [now] } = await client.query({ ...factsQuery(request.size), values: [request.companyId, request.date, request.services, phone] });
        throw new Refusal(409, SLOT_TAKEN, { code: 'SLOT_TAKEN', next_times: nextTimes(now, request.date, length, request.time) });
      },
    );
    await client.query('COMMIT');
    done = true;
    const month = { year: Number(request.date.slice(0, 4)), month: Number(request.date.slice(5, 7)) };
    const channel = `${redisPrefix}:realtime`;
    const after = redis.pipeline().publish(channel, JSON.stringify({ companyId: request.companyId, event: { type: 'appointments.changed', months: [month] } }));
    if (written.message_id) {
      after.publish(channel, JSON.stringify({ companyId: request.companyId, event: { type: 'sms.message', customerId, messageId: written.message_id } }));
      after.lpush(`${redisPrefix}:floor-sms-send`, written.message_id);
    }
    await after.exec();
    return {
      success: true,
      message: BOOKED,
      appointment: {
        salon: facts.name,
        company_id: request.companyId,
        date: request.date,
        time,
        duration_minutes: length,
        dog_name: request.dogName,
        services: chosen.map((s) => s.name),
        dog_size: request.size,
        status: 'confirmed',
        can_change: written.can_change,
        cancel_cutoff_hours: facts.cancel_cutoff_hours,
      },
      confirmation_sent: Boolean(written.message_id),
    };
  } finally {
    if (!done) await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const server = http.createServer((req, res) => {
  const answer = (status, body) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  };
  if (req.method !== 'POST' || req.url !== '/online-bookings') return answer(404, { success: false, message: 'There is nothing at this address' });
  readBody(req)
    .then((raw) => book(JSON.parse(raw)))
    .then(
      (body) => answer(201, body),
      (error) => {
        if (error instanceof Refusal) return answer(error.status, { success: false, message: error.message, code: CODES[error.status], ...error.extra });
        if (error instanceof SyntaxError) return answer(400, { success: false, message: 'The request body is not valid JSON', code: CODES[400] });
        answer(500, { success: false, message: String(error) });
      },
    );
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => Promise.all([pool.end(), redis.quit()]).then(() => process.exit(0))));
