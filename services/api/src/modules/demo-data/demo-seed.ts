import { Logger } from '@nestjs/common';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../identity/password-hasher';
import { DemoDataService } from './demo-data.service';

export const DEMO_PASSWORD = 'groombook-demo';
export const DEMO_SIGN_INS = [
  { email: 'superadmin@groombook.local', role: 'superadmin', inCompany: false },
  { email: 'admin@groombook.local', role: 'admin', inCompany: true },
  { email: 'staff@groombook.local', role: 'staff', inCompany: true },
] as const;

/**
 * On an empty database (the first `npm start`), one demo company with its data, and a
 * super admin, an admin and a staff sign-in. Returns the lines to print, or [] when the
 * database already has users.
 */
export async function seedDemoOnEmptyDatabase(app: INestApplicationContext): Promise<string[]> {
  const dataSource = app.get(DataSource);
  const [{ count }] = (await dataSource.query('SELECT count(*)::int AS count FROM users')) as [{ count: number }];
  if (count > 0) return [];

  const hash = await app.get(PasswordHasher).hash(DEMO_PASSWORD);
  const companyId = await dataSource.transaction(async (m) => {
    const [company] = (await m.query("INSERT INTO companies (name) VALUES ('Happy Paws Grooming') RETURNING id")) as { id: string }[];
    for (const user of DEMO_SIGN_INS) {
      await m.query('INSERT INTO users (email, name, role, company_id, password_hash) VALUES ($1, $2, $3, $4, $5)', [
        user.email,
        `Demo ${user.role}`,
        user.role,
        user.inCompany ? company?.id : null,
        hash,
      ]);
    }
    return company?.id as string;
  });
  const counts = await app.get(DemoDataService).create(companyId);
  new Logger('DemoSeed').log(`Seeded Happy Paws Grooming: ${counts.customers} customers, ${counts.appointments} appointments`);
  return [
    'Demo sign-ins (password for all: groombook-demo):',
    ...DEMO_SIGN_INS.map((u) => `  ${u.role.padEnd(10)} ${u.email}`),
  ];
}
