import { ACTING_COMPANY_HEADER } from '@groombook/contracts';
import type { Role } from '@groombook/domain';
import { TokenService } from '../../src/core/auth/token.service';
import { AccessStates } from '../../src/core/auth/access-states';
import { call, type Arrange } from './identity';
import type { TestApi } from './test-api';

/** Who calls: each role of salon A, no one, and a super admin on their own or acting in salon A. */
export type Caller = 'anonymous' | 'user' | 'staff' | 'admin' | 'superadmin' | 'acting';
export const CALLERS: Caller[] = ['anonymous', 'user', 'staff', 'admin', 'superadmin', 'acting'];

/** The role the guard sees for a caller (null: anonymous). */
export const roleOf = (caller: Caller): Role | null => (caller === 'anonymous' ? null : caller === 'acting' ? 'superadmin' : caller);

/** The records of one salon, by kind, and the names that would show in an answer. */
export interface SalonRecords {
  company: string;
  name: string;
  users: Record<'user' | 'staff' | 'admin', string>;
  customers: string[];
  groomers: string[];
  appointments: string[];
  groups: string[];
  campaigns: string[];
  /** Every text of the salon that another salon must never read. */
  secrets: string[];
}

const PEOPLE: ['user' | 'staff' | 'admin', Role][] = [
  ['user', 'user'],
  ['staff', 'staff'],
  ['admin', 'admin'],
];

/**
 * Two salons, A ('Alpha Grooming') and B ('Bravo Grooming'), each with a user of every role, two
 * customers, two groomers, appointments, a group and a campaign, made through the API as their
 * admins would; and a super admin. Tokens are minted from the database's current access, so a
 * caller whose access a test changed signs in again with `refreshTokens()`.
 */
export class TwoSalons {
  readonly tokens: Partial<Record<Caller, string>> = {};
  superadminId = '';

  private constructor(
    private readonly api: TestApi,
    private readonly arrange: Arrange,
    readonly a: SalonRecords,
    readonly b: SalonRecords,
    private readonly adminB: { token: string },
  ) {}

  static async create(api: TestApi, arrange: Arrange): Promise<TwoSalons> {
    const a = await salon(arrange, 'Alpha Grooming', 'alpha');
    const b = await salon(arrange, 'Bravo Grooming', 'bravo');
    const salons = new TwoSalons(api, arrange, a, b, { token: '' });
    salons.superadminId = await arrange.user('root@platform.test', 'superadmin', null);
    await salons.refreshTokens();
    salons.adminB.token = await salons.mint(b.users.admin);
    await salons.fill(a, salons.tokens.admin!, 'Alpha');
    await salons.fill(b, salons.adminB.token, 'Bravo');
    return salons;
  }

  /** Headers of a request as the caller. */
  headers(caller: Caller): Record<string, string> {
    const token = this.tokens[caller];
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    if (caller === 'acting') headers[ACTING_COMPANY_HEADER] = this.a.company;
    return headers;
  }

  /**
   * Puts back what generated writes may have changed in who may call (roles, disabled users,
   * suspended salons, passwords are not used) and mints every caller a token of its current access.
   */
  async restoreAccess(): Promise<void> {
    for (const salon of [this.a, this.b]) {
      for (const [key, role] of PEOPLE) {
        await this.arrange.query('UPDATE users SET role = $2, company_id = $3, disabled_at = NULL WHERE id = $1', [salon.users[key], role, salon.company]);
      }
      await this.arrange.query("UPDATE companies SET status = 'active' WHERE id = $1", [salon.company]);
    }
    await this.arrange.query("UPDATE users SET role = 'superadmin', disabled_at = NULL WHERE id = $1", [this.superadminId]);
    // The guard remembers each user's access for up to a second; forget it now.
    const states = this.api.app.get(AccessStates);
    for (const salon of [this.a, this.b]) {
      await states.changed({ companyId: salon.company });
      for (const id of Object.values(salon.users)) await states.changed({ userId: id });
    }
    await states.changed({ userId: this.superadminId });
    await this.refreshTokens();
  }

  async refreshTokens(): Promise<void> {
    for (const [key] of PEOPLE) this.tokens[key] = await this.mint(this.a.users[key]);
    this.tokens.superadmin = await this.mint(this.superadminId);
    this.tokens.acting = this.tokens.superadmin;
  }

  private async mint(userId: string): Promise<string> {
    const { rows } = await this.arrange.query<{ email: string; role: Role; company_id: string | null; token_version: number }>(
      'SELECT email, role, company_id, token_version FROM users WHERE id = $1',
      [userId],
    );
    const user = rows[0]!;
    const signed = await this.api.app.get(TokenService).signAccessToken({
      id: userId,
      email: user.email,
      role: user.role,
      companyId: user.company_id,
      sessionId: null,
      tokenVersion: user.token_version,
    });
    return signed.token;
  }

  private async fill(salon: SalonRecords, token: string, label: string): Promise<void> {
    const post = async (path: string, body: unknown) => {
      const answer = await call(this.api.url, 'POST', path, { token, body });
      if (answer.status >= 300) throw new Error(`Arranging ${label}: ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    for (const n of [1, 2]) {
      const customer = `${label} Customer ${n}`;
      salon.customers.push((await post('/api/customers', { name: customer, phone_number: `+1201555010${n}`, notes: `${label} notes ${n}` })).data.customer.id);
      // Confirmed from the phone, so the salon's campaign has an audience.
      await this.arrange.query(
        "INSERT INTO sms_consent_events (company_id, phone_e164, action, source) VALUES ($1, $2, 'opt_in', 'YES')",
        [salon.company, `+1201555010${n}`],
      );
      salon.secrets.push(customer, `${label} notes ${n}`);
      const groomer = `${label} Groomer ${n}`;
      salon.groomers.push((await post('/api/assignees', { name: groomer })).data.assignee.id);
      salon.secrets.push(groomer);
    }
    for (const [n, date] of ['2026-03-02', '2026-03-03'].entries()) {
      const appointment = await post('/api/appointments', {
        date,
        time: '10:00',
        customer_id: salon.customers[n],
        groomer_id: salon.groomers[n],
        dog_name: `${label} Dog ${n}`,
        charged_amount: 50,
        notes: `${label} appointment ${n}`,
      });
      salon.appointments.push(appointment.appointment.id);
      salon.secrets.push(`${label} Dog ${n}`, `${label} appointment ${n}`);
    }
    const group = await post('/api/customer-groups', { name: `${label} Regulars`, member_ids: salon.customers });
    salon.groups.push(group.data.group.id);
    salon.secrets.push(`${label} Regulars`);
    const campaign = await post('/api/campaigns', { title: `${label} Spring`, message: `${label} spring offer`, recipients: { mode: 'group', group_ids: salon.groups } });
    salon.campaigns.push(campaign.data.campaign.id);
    salon.secrets.push(`${label} Spring`, `${label} spring offer`);
    // The campaign writes its texts in the background: wait for one per member, so no later digest sees them arrive.
    for (let waited = 0; waited < 100; waited += 1) {
      const { rows } = await this.arrange.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_messages t WHERE t::text LIKE $1', [`%${label} spring offer%`]);
      if ((rows[0]?.n ?? 0) >= salon.customers.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function salon(arrange: Arrange, name: string, domain: string): Promise<SalonRecords> {
  const company = await arrange.company(name);
  const users = {} as SalonRecords['users'];
  for (const [key, role] of PEOPLE) users[key] = await arrange.user(`${key}@${domain}.test`, role, company);
  return { company, name, users, customers: [], groomers: [], appointments: [], groups: [], campaigns: [], secrets: [name] };
}

/** Every id of a salon, of every kind. */
export function idsOf(salon: SalonRecords): string[] {
  return [salon.company, ...Object.values(salon.users), ...salon.customers, ...salon.groomers, ...salon.appointments, ...salon.groups, ...salon.campaigns];
}
