import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { queueProbeStatusSchema } from '@groombook/contracts/platform';
import { startTestApi } from './support/test-api';
import { signIn } from './support/identity';

describe('the embedded default (no DATABASE_URL, no REDIS_URL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groombook-embedded-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('runs on embedded Postgres, runs jobs in process, and keeps its data across restarts', async () => {
    const first = await startTestApi({ EMBEDDED_DATA_DIR: dataDir });
    try {
      const health = await (await fetch(`${first.url}/api/health/ready`)).json();
      expect(health).toMatchObject({
        status: 'ready',
        database: { status: 'up', mode: 'embedded' },
        redis: { status: 'not-configured' },
        jobs: { mode: 'in-process' },
      });

      // startTestApi does not seed; the demo sign-ins come from the seed that `npm start` runs.
      const { seedDemoOnEmptyDatabase } = await import('../src/modules/demo-data/demo-seed');
      const printed = await seedDemoOnEmptyDatabase(first.app);
      expect(printed.join('\n')).toContain('superadmin@groombook.local');
      const operator = { Authorization: `Bearer ${(await signIn(first.url, 'superadmin@groombook.local', 'groombook-demo')).access_token}` };
      const admin = await signIn(first.url, 'admin@groombook.local', 'groombook-demo');
      const users = (await (await fetch(`${first.url}/api/users`, { headers: { Authorization: `Bearer ${admin.access_token}` } })).json()) as {
        data: { users: { email: string }[] };
      };
      expect(users.data.users.map((u: { email: string }) => u.email)).toEqual(['admin@groombook.local', 'staff@groombook.local']);

      const { jobId } = (await (await fetch(`${first.url}/api/health/queue-probe`, { method: 'POST', headers: operator })).json()) as {
        jobId: string;
      };
      let job = null;
      for (let i = 0; i < 50 && job?.state !== 'completed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = queueProbeStatusSchema.parse(
          await (await fetch(`${first.url}/api/health/queue-probe/${jobId}`, { headers: operator })).json(),
        ).job;
      }
      expect(job?.state).toBe('completed');
      expect(job?.result).toMatchObject({ processedBy: 'api', pid: process.pid });

      await first.app.get(DataSource).query("INSERT INTO companies (name) VALUES ('Kept Across Restarts')");
    } finally {
      await first.close();
    }

    const second = await startTestApi({ EMBEDDED_DATA_DIR: dataDir });
    try {
      const rows = await second.app.get(DataSource).query('SELECT name FROM companies ORDER BY name');
      expect(rows).toEqual([{ name: 'Happy Paws Grooming' }, { name: 'Kept Across Restarts' }]);
      // The seed runs on an empty database only.
      const { seedDemoOnEmptyDatabase } = await import('../src/modules/demo-data/demo-seed');
      expect(await seedDemoOnEmptyDatabase(second.app)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
