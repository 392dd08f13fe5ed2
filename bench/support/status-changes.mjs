// The status change of bench/api-throughput.mjs: POST /api/appointments/status (staff moving an
// appointment through its day) through the built API beside the floor's POST /status
// (support/bare-api-server.mjs), on the scheduling data set's measured month.
//
// The first `APPOINTMENTS` appointments of the month are checked in through the API first (as
// the product leaves an appointment whose status changed: its history, its reminder). Each
// request then moves the next of them (round robin) between checked in and ready: forward, then
// back, each a move the staff member may make. Consecutive requests name different appointments,
// so none waits for another's row lock. The product and the floor take turns on the same
// appointments; before each run the statuses are read again from the database (a run's last
// requests may be cut off) and the worker's queue of conflict-map warm-ups, which each of the
// product's changes adds to, is left to empty, so neither side's run pays for the other's.
import { isDeepStrictEqual } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { alternatingRounds, load } from './harness.mjs';

export const APPOINTMENTS = 1000;
const WARM_UP_SECONDS = 2;

const post = (url, headers, body) =>
  fetch(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: await r.json() }));

/** Waits until the worker has no conflict-map warm-up waiting or running; how long that took (ms). */
async function drained(queue) {
  const started = performance.now();
  for (;;) {
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'paused');
    if (Object.values(counts).every((n) => n === 0)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Waits until no request of the run before is still at work in the database (a run stops
 * sending when its time is up, but the server finishes the requests it has): no other
 * connection of the database busy, three times 100 ms apart.
 */
async function settled(db) {
  for (let quiet = 0; quiet < 3; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows: [{ busy }] } = await db.query(
      "SELECT count(*)::int AS busy FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'",
    );
    quiet = busy === 0 ? quiet + 1 : 0;
  }
}

/** Runs `work` over `items`, `parallel` at a time. */
async function eachInParallel(items, parallel, work) {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

/** Throws unless the product and the floor answer and write a move alike, and refuse alike. */
async function checkSameMove(db, product, floor, headers, id) {
  const row = async () => (await db.query('SELECT * FROM appointments WHERE id = $1', [id])).rows[0];
  const lastHistory = async () => (await db.query('SELECT * FROM appointment_status_changes WHERE appointment_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [id])).rows[0];
  const withoutMoment = (answer) => ({ ...answer, body: { ...answer.body, appointment: { ...answer.body.appointment, status_changed_at: typeof answer.body.appointment?.status_changed_at } } });
  const drop = (r, ...keys) => Object.fromEntries(Object.entries(r).filter(([key]) => !keys.includes(key)));

  const fromProduct = await post(product, headers, { id, status: 'ready' });
  const [productRow, productHistory] = [await row(), await lastHistory()];
  await db.query("UPDATE appointments SET status = 'checked_in' WHERE id = $1", [id]);
  const fromFloor = await post(floor, {}, { id, status: 'ready' });
  const [floorRow, floorHistory] = [await row(), await lastHistory()];
  if (!isDeepStrictEqual(withoutMoment(fromProduct), withoutMoment(fromFloor))) {
    throw new Error(`status change: the floor answers otherwise than the API\nAPI:   ${JSON.stringify(fromProduct)}\nfloor: ${JSON.stringify(fromFloor)}`);
  }
  if (!isDeepStrictEqual(drop(productRow, 'status_changed_at', 'updated_at'), drop(floorRow, 'status_changed_at', 'updated_at')) || !isDeepStrictEqual(drop(productHistory, 'id', 'created_at'), drop(floorHistory, 'id', 'created_at'))) {
    throw new Error(`status change: the floor writes otherwise than the API\nAPI:   ${JSON.stringify([productRow, productHistory])}\nfloor: ${JSON.stringify([floorRow, floorHistory])}`);
  }
  // Refusals: to the status it has, to completed (checkout's), a cancellation without its reason, an appointment that is not there.
  const refusals = [{ id, status: 'ready' }, { id, status: 'completed' }, { id, status: 'cancelled' }, { id: '00000000-0000-4000-8000-000000000000', status: 'ready' }];
  for (const body of refusals) {
    const [a, b] = [await post(product, headers, body), await post(floor, {}, body)];
    if (a.status !== b.status || a.body.code !== b.body.code) throw new Error(`status change: the floor refuses otherwise than the API\nAPI:   ${JSON.stringify(a)}\nfloor: ${JSON.stringify(b)}`);
  }
}

/**
 * Prepares the appointments, checks the two answer and write alike, then measures each at the
 * harness's connections for `rounds` alternating rounds after a warm-up.
 */
export async function measureStatusChanges({ databaseUrl, redisUrl, redisPrefix, api, floor, headers, companyId, monthStart, rounds }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const warmUps = new Queue('conflict-cache', { connection, prefix: redisPrefix });
  try {
    const ids = (
      await db.query(
        `SELECT id FROM appointments WHERE company_id = $1 AND date >= $2::date AND date < ($2::date + interval '1 month')
         ORDER BY date, time, id LIMIT $3`,
        [companyId, monthStart, APPOINTMENTS],
      )
    ).rows.map((r) => r.id);
    const product = `${api.url}/api/appointments/status`;
    const bare = `${floor.url}/status`;
    await eachInParallel(ids, 10, async (id) => {
      const moved = await post(product, headers, { id, status: 'checked_in' });
      if (moved.status !== 200) throw new Error(`status change: checking in ${id} answered ${moved.status} ${JSON.stringify(moved.body)}`);
    });
    const setUpDrain = await drained(warmUps);
    await checkSameMove(db, product, bare, headers, ids[0]);

    const statuses = new Map();
    const readStatuses = async () => {
      for (const r of (await db.query('SELECT id, status FROM appointments WHERE id = ANY($1::uuid[])', [ids])).rows) statuses.set(r.id, r.status);
    };
    let next = 0;
    /** The next appointment, to the other of its two statuses. */
    const move = () => {
      const id = ids[next++ % ids.length];
      const status = statuses.get(id) === 'ready' ? 'checked_in' : 'ready';
      statuses.set(id, status);
      return JSON.stringify({ id, status });
    };
    const requests = (path, auth) => [{ method: 'POST', path, headers: { ...auth, 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: move() }) }];
    const drains = [];
    const before = async () => {
      await settled(db);
      drains.push(await drained(warmUps));
      await settled(db);
      await readStatuses();
    };
    const subjects = [
      { label: 'status change: bare pg on node:http', url: floor.url, headers: {}, options: { requests: requests('/status', {}) }, before },
      { label: 'status change: GroomBook API', url: api.url, headers: {}, options: { requests: requests('/api/appointments/status', headers) }, before },
    ];
    for (const subject of subjects) {
      await before();
      const warm = await load(subject.url, {}, { ...subject.options, duration: WARM_UP_SECONDS });
      if (warm.non2xx > 0 || warm.errors > 0) throw new Error(`${subject.label}: some warm-up requests failed`);
    }
    const [floorRuns, productRuns] = await alternatingRounds(subjects, rounds);
    drains.push(await drained(warmUps));
    return { appointments: ids.length, setUpDrainMs: setUpDrain, drainsMs: drains, requested: next, floor: floorRuns, product: productRuns };
  } finally {
    await warmUps.close();
    connection.disconnect();
    await db.end();
  }
}
