import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';

/**
 * Repository queries no other integration test reaches. Each repository checks every row
 * against its schema, so reaching a query against the real tables is what proves its
 * schema matches the columns.
 */
describe('repository queries reached nowhere else', () => {
  const t = useTestApi();

  it('lists every user of every company, and those of none, by email for a super admin who names no company', async () => {
    const alpha = await t.arrange.company('Alpha Grooming');
    const bravo = await t.arrange.company('Bravo Grooming');
    const root = await t.arrange.user('root@platform.test', 'superadmin', null);
    const zed = await t.arrange.user('zed@alpha.test', 'staff', alpha);
    const amy = await t.arrange.user('amy@bravo.test', 'admin', bravo);
    const { access_token } = await signIn(t.api.url, 'root@platform.test');

    const answer = await call(t.api.url, 'GET', '/api/users', { token: access_token });

    expect(answer.status).toBe(200);
    expect(answer.body.data.users).toEqual([
      { id: amy, email: 'amy@bravo.test', name: 'Test admin', role: 'admin', company_id: bravo, created_at: expect.any(String), disabled: false },
      { id: root, email: 'root@platform.test', name: 'Test superadmin', role: 'superadmin', company_id: null, created_at: expect.any(String), disabled: false },
      { id: zed, email: 'zed@alpha.test', name: 'Test staff', role: 'staff', company_id: alpha, created_at: expect.any(String), disabled: false },
    ]);
  });
});
