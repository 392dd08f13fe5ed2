import type { Arrange } from '../../support/identity';
import { call, signIn } from '../../support/identity';

/** An appointment a session booked, as the form would send it back on an edit. */
export interface BookedAppointment {
  id: string;
  date: string;
  time: string;
  customer_id: string;
  groomer_id: string;
  dog_name: string;
  charged_amount: number;
  duration_minutes: number;
}

/** One salon of the run: its people's sign-ins, groomers, customers, and the appointments every session shares. */
export interface Salon {
  name: string;
  groomerIds: string[];
  /** Seeded customers: booked for, searched and edited, never deleted (a booking would then fail). */
  customers: { id: string; name: string }[];
  /** Edited and deleted by any of the salon's sessions, so an edit may find it gone (404). */
  appointments: BookedAppointment[];
}

export interface StaffSession {
  salon: Salon;
  role: 'staff' | 'admin';
  token: string;
}

const FIRST_NAMES = ['Maria', 'James', 'Olivia', 'Noah', 'Emma', 'Liam', 'Ava', 'Lucas', 'Sofia', 'Mason', 'Chloe', 'Ethan'];
const LAST_NAMES = ['Garcia', 'Smith', 'Nguyen', 'Brown', 'Patel', 'Miller', 'Lopez', 'Wilson', 'Kim', 'Taylor'];
export const DOG_NAMES = ['Bella', 'Max', 'Luna', 'Charlie', 'Daisy', 'Rocky', 'Coco', 'Milo'];

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function created(response: Promise<{ status: number; body: any }>, what: string): Promise<any> {
  const { status, body } = await response;
  if (status !== 201 && status !== 200) throw new Error(`Seeding ${what} failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A salon with `people` sign-ins (every tenth an admin, the rest staff), four groomers and
 * `customers` customers, made through the API as its admin would. Each person signs in once
 * through POST /api/auth/sign-in: only failed sign-ins count towards its limits.
 */
export async function openSalon(apiUrl: string, arrange: Arrange, name: string, people: number, customers: number): Promise<{ salon: Salon; sessions: StaffSession[] }> {
  const companyId = await arrange.company(name);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const roles = Array.from({ length: people }, (_, i) => (i % 10 === 0 ? 'admin' : 'staff') as StaffSession['role']);
  for (const [i, role] of roles.entries()) await arrange.user(`${role}${i}@${slug}.test`, role, companyId);

  const salon: Salon = { name, groomerIds: [], customers: [], appointments: [] };
  const sessions: StaffSession[] = [];
  for (let i = 0; i < roles.length; i += 5) {
    const batch = roles.slice(i, i + 5).map(async (role, j) => ({ salon, role, token: (await signIn(apiUrl, `${role}${i + j}@${slug}.test`)).access_token }));
    sessions.push(...(await Promise.all(batch)));
  }

  const admin = sessions.find((session) => session.role === 'admin')!.token;
  for (const groomer of ['Alex', 'Sam', 'Jordan', 'Riley']) {
    const body = await created(call(apiUrl, 'POST', '/api/assignees', { token: admin, body: { name: `${groomer} ${name}` } }), 'a groomer');
    salon.groomerIds.push(body.data.assignee.id);
  }
  for (let i = 0; i < customers; i++) {
    const customerName = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]} ${i}`;
    const body = await created(call(apiUrl, 'POST', '/api/customers', { token: admin, body: { name: customerName, notes: 'Prefers mornings' } }), 'a customer');
    salon.customers.push({ id: body.data.customer.id, name: customerName });
  }
  return { salon, sessions };
}
