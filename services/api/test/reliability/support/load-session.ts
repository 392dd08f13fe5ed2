import type { LoadTally } from './load-tally';
import { DOG_NAMES, pick, type BookedAppointment, type StaffSession } from './load-salons';

export interface LoadPlan {
  apiUrl: string;
  /** The month every salon books into and reads. */
  year: number;
  month: number;
  endsAt: number;
  thinkMs: { min: number; max: number };
}

const pad = (n: number) => String(n).padStart(2, '0');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request of a session: its time goes under `route`, a status in `expected` counts as an
 * expected refusal, any other failure as an error. Answers the body of a 2xx, else null.
 */
async function request(plan: LoadPlan, tally: LoadTally, session: StaffSession, route: string, path: string, init: { method?: string; body?: unknown; expected?: number[] } = {}): Promise<any> {
  const started = performance.now();
  try {
    const response = await fetch(`${plan.apiUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${session.token}`, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    tally.record(route, performance.now() - started);
    if (response.ok) return JSON.parse(text);
    if (init.expected?.includes(response.status)) tally.refusedAsExpected(route, response.status);
    else tally.error(route, `${response.status} ${text.slice(0, 200)}`);
  } catch (error) {
    tally.error(route, `network: ${error instanceof Error ? error.message : String(error)}`);
  }
  return null;
}

/** A booking on a random day and half hour with a random groomer: with a few hundred a month, some overlap. */
export function newBooking(plan: LoadPlan, session: StaffSession): Omit<BookedAppointment, 'id'> {
  const { salon } = session;
  const hour = 9 + Math.floor(Math.random() * 8);
  return {
    date: `${plan.year}-${pad(plan.month)}-${pad(1 + Math.floor(Math.random() * 28))}`,
    time: `${pad(hour)}:${Math.random() < 0.5 ? '00' : '30'}`,
    customer_id: pick(salon.customers).id,
    groomer_id: pick(salon.groomerIds),
    dog_name: pick(DOG_NAMES),
    charged_amount: 40 + 5 * Math.floor(Math.random() * 10),
    duration_minutes: pick([30, 60, 90]),
  };
}

type Action = (plan: LoadPlan, tally: LoadTally, session: StaffSession) => Promise<void>;

/**
 * A salon's month holds about this many appointments once warmed up: at it, a booking comes
 * with a cancellation, so the work a request does (the month's size, its conflicts) stays the
 * same through the run and any growth of memory is the API's own.
 */
export const MONTH_APPOINTMENTS = 150;

export const book: Action = async (plan, tally, session) => {
  if (session.salon.appointments.length >= MONTH_APPOINTMENTS) return deleteAppointment(plan, tally, session);
  const booking = newBooking(plan, session);
  const body = await request(plan, tally, session, 'POST /api/appointments', '/api/appointments', { method: 'POST', body: booking });
  if (body) session.salon.appointments.push({ ...booking, id: body.appointment.id });
};

const readMonth: Action = async (plan, tally, session) => {
  await request(plan, tally, session, 'GET /api/appointments?year&month', `/api/appointments?year=${plan.year}&month=${plan.month}`);
};

const searchCustomers: Action = async (plan, tally, session) => {
  const term = pick(session.salon.customers).name.slice(0, 2 + Math.floor(Math.random() * 3));
  await request(plan, tally, session, 'GET /api/customers?search', `/api/customers?search=${encodeURIComponent(term)}`);
};

const checkGroomer: Action = async (plan, tally, session) => {
  const { date, time, groomer_id } = newBooking(plan, session);
  await request(plan, tally, session, 'GET /api/groomer-conflicts', `/api/groomer-conflicts?groomerId=${groomer_id}&date=${date}&time=${time}&duration=60`);
};

const monthConflicts: Action = async (plan, tally, session) => {
  await request(plan, tally, session, 'GET /api/conflict-cache-simple', `/api/conflict-cache-simple?year=${plan.year}&month=${plan.month}`);
};

/** Another session may have deleted it since it was picked: 404 is the right answer then. */
const editAppointment: Action = async (plan, tally, session) => {
  const appointment = session.salon.appointments.length ? pick(session.salon.appointments) : null;
  if (!appointment) return book(plan, tally, session);
  const moved = { ...appointment, time: newBooking(plan, session).time, notes: 'Moved at the customer’s request' };
  const body = await request(plan, tally, session, 'PUT /api/appointments', '/api/appointments', { method: 'PUT', body: moved, expected: [404] });
  if (body) appointment.time = moved.time;
};

async function deleteAppointment(plan: LoadPlan, tally: LoadTally, session: StaffSession): Promise<void> {
  const { appointments } = session.salon;
  if (appointments.length < 20) return book(plan, tally, session);
  const [appointment] = appointments.splice(Math.floor(Math.random() * appointments.length), 1);
  await request(plan, tally, session, 'DELETE /api/appointments', '/api/appointments', { method: 'DELETE', body: { id: appointment!.id } });
}

const editCustomer: Action = async (plan, tally, session) => {
  const customer = pick(session.salon.customers);
  await request(plan, tally, session, 'PUT /api/customers', '/api/customers', { method: 'PUT', body: { id: customer.id, notes: `Nail trim every ${pick([4, 6, 8])} weeks` } });
};

/** A walk-in added and, later in the day, removed again by the same person. */
const walkIn: Action = async (plan, tally, session) => {
  const body = await request(plan, tally, session, 'POST /api/customers', '/api/customers', { method: 'POST', body: { name: `Walk-in ${pick(DOG_NAMES)}` } });
  if (!body) return;
  await sleep(plan.thinkMs.min);
  await request(plan, tally, session, 'DELETE /api/customers', '/api/customers', { method: 'DELETE', body: { id: body.data.customer.id } });
};

const reports: Action = async (plan, tally, session) => {
  if (session.role !== 'admin') return readMonth(plan, tally, session);
  const from = `${plan.year}-${pad(plan.month)}-01`;
  const to = `${plan.year}-${pad(plan.month)}-28`;
  await request(plan, tally, session, 'GET /api/revenue-reports', `/api/revenue-reports?start_date=${from}&end_date=${to}`);
  await request(plan, tally, session, 'GET /api/monthly-totals', `/api/monthly-totals?year=${plan.year}`);
};

/** A day at the front desk: mostly reading the calendar and finding customers, then booking and changing. */
const MIX: [Action, number][] = [
  [readMonth, 24],
  [searchCustomers, 20],
  [book, 16],
  [checkGroomer, 8],
  [monthConflicts, 6],
  [editAppointment, 8],
  [deleteAppointment, 5],
  [editCustomer, 5],
  [walkIn, 3],
  [reports, 5],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

function nextAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [action, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return readMonth;
}

/** Runs one session until the plan ends: an action, then think time, again. Starts spread over the first think time. */
export async function runSession(plan: LoadPlan, tally: LoadTally, session: StaffSession): Promise<void> {
  const think = () => plan.thinkMs.min + Math.random() * (plan.thinkMs.max - plan.thinkMs.min);
  await sleep(Math.random() * plan.thinkMs.max);
  while (Date.now() < plan.endsAt) {
    await nextAction()(plan, tally, session);
    await sleep(think());
  }
}
