import { Logger } from '@nestjs/common';
import type { INestApplicationContext } from '@nestjs/common';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CompaniesRepository } from '../companies/companies.repository';
import { ScheduleWritesRepository } from '../schedules/schedule-writes.repository';
import { ServicesRepository } from '../services/services.repository';
import { SmsNumbers } from '../sms/numbers/sms-numbers.service';
import { PasswordHasher } from '../identity/password-hasher';
import { UsersRepository } from '../identity/users.repository';
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
  const db = app.get(TenantDb);
  const users = app.get(UsersRepository);
  const companies = app.get(CompaniesRepository);
  if ((await db.platform((m) => users.count(m))) > 0) return [];

  const hash = await app.get(PasswordHasher).hash(DEMO_PASSWORD);
  const companyId = await db.platform(async (m) => {
    const id = await companies.insert(m, 'Happy Paws Grooming');
    await app.get(ServicesRepository).insertStarting(m, id);
    await app.get(ScheduleWritesRepository).insertDefaultSalonHours(m, id);
    await app.get(SmsNumbers).assignIfSimulated(m, id);
    for (const user of DEMO_SIGN_INS) {
      await users.insertWithPassword(m, {
        email: user.email,
        name: `Demo ${user.role}`,
        role: user.role,
        companyId: user.inCompany ? id : null,
        passwordHash: hash,
      });
    }
    return id;
  });
  const counts = await app.get(DemoDataService).create(companyId);
  new Logger('DemoSeed').log(`Seeded Happy Paws Grooming: ${counts.customers} customers, ${counts.appointments} appointments`);
  return [
    'Demo sign-ins (password for all: groombook-demo):',
    ...DEMO_SIGN_INS.map((u) => `  ${u.role.padEnd(10)} ${u.email}`),
  ];
}
