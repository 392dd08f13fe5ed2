#!/usr/bin/env node
// Free start times. (1) The public booking page's request (GET /api/public/availability) on a
// company of 10 groomers among 10 such companies (about 41,000 appointments): p95 at 10
// connections, a booking page's visitors, beside the same answer from one hand-written statement
// on bare `pg` and `node:http` (the floor). (2) The engine (`availableStarts` of
// libs/domain/src/availability.ts) over a month of that company, in process, beside a plain loop
// over the month's free minutes worked out beforehand (the floor). (3) The public booking
// (POST /api/online-bookings) on that company, each request a free time, at the same 10
// connections, beside one transaction written by hand on bare `pg` and `node:http` that checks
// and writes the same (support/bare-booking-server.mjs, support/public-booking.mjs).
//
//   npm run build && node bench/availability.mjs
import { randomBytes } from 'node:crypto';
import { importBundled } from './support/bundle-module.mjs';
import { DAY, DAY_APPOINTMENTS, GROOMERS, MONTH, seedAvailability, YEAR } from './support/availability-seed.mjs';
import { figure, writeFigures } from './support/figures.mjs';
import { dropRedisKeys, formatRow, load, median, REDIS_URL, rerunWithProductNodeFlags, startApi, startFloor, throwawayDatabase, writeResults } from './support/harness.mjs';
import { measurePublicBooking } from './support/public-booking.mjs';

// The engine runs in this process: under the product's Node flags, as the API runs it.
rerunWithProductNodeFlags();

const VISITORS = 10;
const ROUNDS = 3;
/** Where the customers' links in the confirmation texts point (the product's and the floor's alike). */
const PUBLIC_URL = 'https://book.bench.test';
const BOOKING_FLOOR = 'one transaction on bare pg, node:http';

/** Drives the product and the floor in alternating order, `ROUNDS` rounds; the median p95 and throughput of each. */
async function alternate(subjects) {
  const runs = subjects.map(() => []);
  for (const subject of subjects) await load(subject.url, {}, { connections: VISITORS, duration: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const result = await load(subjects[index].url, {}, { connections: VISITORS });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${subjects[index].label}: some requests failed`);
      runs[index].push(result);
      console.log(formatRow(`${subjects[index].label}, round ${round + 1}`, result));
    }
  }
  return runs.map((list) => ({ rps: median(list.map((r) => r.rps)), p95: median(list.map((r) => r.p95)), runs: list }));
}

/** The month's days (Sunday included: the engine answers it too) and the engine's input for each, as the seed wrote them. */
function monthInputs(engine) {
  const groomers = Array.from({ length: GROOMERS }, (_, i) => ({
    id: `g${i}`,
    hours: i === 0 ? [2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '18:00' })) : null,
    breaks: i >= 1 && i <= 3 ? [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '12:00', end: '12:45' })) : [],
    timeOff: i === 4 ? [{ startsOn: `${YEAR}-0${MONTH}-20`, endsOn: `${YEAR}-0${MONTH}-26`, reason: 'Vacation' }] : [],
  }));
  const days = Array.from({ length: 31 }, (_, i) => `${YEAR}-0${MONTH}-${String(i + 1).padStart(2, '0')}`);
  return days.map((date) => ({
    date,
    salonHours: engine.DEFAULT_SALON_HOURS,
    closedDays: [],
    groomers,
    busy: [
      ...(engine.weekdayOf(date) === 0 ? [] : groomers.flatMap((g) => DAY_APPOINTMENTS.map(([time, minutes]) => ({ groomerId: g.id, time, durationMinutes: minutes, kind: 'appointment' })))),
      { groomerId: 'g5', time: '15:30', durationMinutes: 45, kind: 'block' },
    ],
    durationMinutes: 75,
    bufferMinutes: 0,
    notBefore: null,
  }));
}

/** For each day and groomer, how many free minutes follow each minute: the floor's loop only reads it. */
function freeRuns(engine, inputs) {
  return inputs.map((input) =>
    input.groomers.map((groomer) => {
      const free = new Uint8Array(1441);
      for (const s of engine.workingStretches(input.date, { hours: input.salonHours, closedDays: input.closedDays }, groomer)) free.fill(1, s.start, s.end);
      for (const busy of input.busy) {
        if (busy.groomerId !== groomer.id) continue;
        const s = engine.busyStretch(busy);
        const pad = busy.kind === 'appointment' ? input.bufferMinutes : 0;
        free.fill(0, Math.max(0, s.start - pad), Math.min(1440, s.end + pad));
      }
      const runs = new Uint16Array(1441);
      for (let m = 1439; m >= 0; m--) runs[m] = free[m] ? runs[m + 1] + 1 : 0;
      return runs;
    }),
  );
}

/** The plain loop: a start is free when the minutes after it are free for the appointment's length. */
function floorMonth(runsByDay, length) {
  const out = [];
  for (const day of runsByDay) {
    const groomers = [];
    for (const runs of day) {
      const times = [];
      for (let start = 0; start + length <= 1440; start += 15) if (runs[start] >= length) times.push(start);
      groomers.push(times);
    }
    out.push(groomers);
  }
  return out;
}

/** Median and p95 of `runs` timings of `work`, after as many untimed runs to warm the JIT. */
function time(work, runs = 300) {
  for (let i = 0; i < runs; i++) work();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(runs / 2)], p95: samples[Math.ceil(runs * 0.95) - 1] };
}

const database = await throwawayDatabase('availability');
const prefix = `gbbench-${randomBytes(4).toString('hex')}`;
const stops = [];
try {
  const api = await startApi({
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    // The limit per address stays in force (counted in Redis) but never refuses the benchmark's one address.
    PUBLIC_BOOKING_READ_RATE_LIMIT: '1000000',
    // The bookings' limit per address too (at its highest; the benchmark drops its count before each run).
    BOOKING_REQUEST_RATE_LIMIT: '10000',
    PUBLIC_URL,
  });
  stops.push(api.stop);
  const { target, total, services, companies } = await seedAvailability(database.url);
  const floor = await startFloor('bare-availability-server.mjs', [database.url]);
  stops.push(floor.stop);

  const query = `company_id=${target}&date=${DAY}&services=${services.join(',')}&dog_size=medium`;
  const product = await fetch(`${api.url}/api/public/availability?${query}`).then((r) => r.json());
  const bare = await fetch(`${floor.url}/availability?${query}`).then((r) => r.json());
  if (JSON.stringify(product) !== JSON.stringify(bare)) throw new Error(`The floor answers otherwise than the API:\n${JSON.stringify(product)}\n${JSON.stringify(bare)}`);
  console.log(`${GROOMERS} groomers, ${total} appointments in the database; ${DAY}: ${product.times.length} free start times; ${VISITORS} connections, ${ROUNDS} rounds`);
  const [api95, floor95] = await alternate([
    { label: 'public availability: API', url: `${api.url}/api/public/availability?${query}` },
    { label: 'public availability: bare pg + loop', url: `${floor.url}/availability?${query}` },
  ]);

  const engine = await importBundled('libs/domain/src/availability.ts');
  const inputs = monthInputs(engine);
  const runs = freeRuns(engine, inputs);
  const engineMonth = () => inputs.map((input) => engine.availableStarts(input));
  const loopMonth = () => floorMonth(runs, 75);
  const fromEngine = engineMonth().map((day) => day.map((g) => g.times.map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)))));
  if (JSON.stringify(fromEngine) !== JSON.stringify(loopMonth())) throw new Error('The floor loop finds other free starts than the engine');
  const engineTime = time(engineMonth);
  const loopTime = time(loopMonth);
  console.log(`engine, a month of ${GROOMERS} groomers: median ${engineTime.median.toFixed(2)} ms, p95 ${engineTime.p95.toFixed(2)} ms`);
  console.log(`plain loop over free minutes worked out before: median ${loopTime.median.toFixed(3)} ms, p95 ${loopTime.p95.toFixed(3)} ms`);

  const bookingFloor = await startFloor('bare-booking-server.mjs', [database.url, REDIS_URL, prefix, PUBLIC_URL]);
  stops.push(bookingFloor.stop);
  const booking = await measurePublicBooking({
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    redisPrefix: prefix,
    api,
    floor: bookingFloor,
    companyId: target,
    otherCompanyId: companies[1],
    services,
    connections: VISITORS,
    rounds: ROUNDS,
  });
  console.log(`public booking: ${booking.bookings} bookings made in all; ${(booking.api.rps / booking.floor.rps).toFixed(2)}x the floor's throughput, ${(booking.api.p95 / booking.floor.p95).toFixed(2)}x its p95`);

  writeResults('availability', { groomers: GROOMERS, total, day: DAY, times: product.times.length, visitors: VISITORS, api: api95, floor: floor95, engineTime, loopTime, booking });
  writeFigures('availability', [
    figure({
      figure: `public availability p95 (ms, ${VISITORS} connections)`,
      unit: 'ms',
      product: api95.p95,
      floor: floor95.p95,
      floorLabel: 'one statement on bare pg + loop, node:http',
      target: { atMost: 30 },
    }),
    figure({ figure: `public availability (req/s, ${VISITORS} connections)`, unit: 'req/s', product: api95.rps, floor: floor95.rps, floorLabel: 'one statement on bare pg + loop, node:http' }),
    figure({
      figure: `availability engine, a month of ${GROOMERS} groomers (ms, median)`,
      unit: 'ms',
      product: engineTime.median,
      floor: loopTime.median,
      floorLabel: 'plain loop over free minutes worked out before',
      target: { atMost: 20 },
    }),
    figure({ figure: `public booking POST /api/online-bookings (req/s, ${VISITORS} connections)`, unit: 'req/s', product: booking.api.rps, floor: booking.floor.rps, floorLabel: BOOKING_FLOOR }),
    figure({ figure: `public booking POST /api/online-bookings p95 (ms, ${VISITORS} connections)`, unit: 'ms', product: booking.api.p95, floor: booking.floor.p95, floorLabel: BOOKING_FLOOR }),
  ]);
} finally {
  for (const stop of stops.reverse()) await stop();
  await database.drop();
  await dropRedisKeys(prefix);
}
