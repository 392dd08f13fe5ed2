import { OPT_IN_DISCLOSURE_VERSION } from '@groombook/domain';
import type { TestApi } from './test-api';
import { call, signIn } from './identity';

/**
 * A salon's data of every kind, made as the product makes it: the demo company of a first
 * start (sign-ins, groomers, customers, appointments), then through the API a customer, a
 * groomer, an appointment, a customer group, a customer's SMS opt-in and a text to them.
 */
export async function fillSalon(api: TestApi): Promise<void> {
  const { seedDemoOnEmptyDatabase } = await import('../../src/modules/demo-data/demo-seed');
  await seedDemoOnEmptyDatabase(api.app);
  const admin = { token: (await signIn(api.url, 'admin@groombook.local', 'groombook-demo')).access_token };
  const ok = async (answer: Promise<{ status: number; body: any }>, what: string) => {
    const { status, body } = await answer;
    if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
    return body;
  };

  const companyId = (await ok(call(api.url, 'GET', '/api/me', admin), 'me')).company_id as string;
  // A number none of the demo customers has (theirs are (201) 555-0100 to 0124): a second one would need confirming.
  const customer = (await ok(call(api.url, 'POST', '/api/customers', { ...admin, body: { name: 'Bella Backup', phone_number: '(201) 555-0180' } }), 'customer')).data.customer.id;
  const groomer = (await ok(call(api.url, 'POST', '/api/assignees', { ...admin, body: { name: 'Robin Restore' } }), 'groomer')).data.assignee.id;
  await ok(
    call(api.url, 'POST', '/api/appointments', {
      ...admin,
      body: { date: '2031-03-03', time: '10:00', customer_id: customer, groomer_id: groomer, dog_name: 'Rex', charged_amount: 55, notes: 'Ünïcode, "quotes" and a\nnew line' },
    }),
    'appointment',
  );
  await ok(call(api.url, 'POST', '/api/customer-groups', { ...admin, body: { name: 'Backup regulars', member_ids: [customer] } }), 'group');
  await ok(
    call(api.url, 'POST', '/api/sms-opt-in', {
      body: { companyId, name: 'Bella Backup', phoneNumber: '(201) 555-0180', consent: true, disclosureVersion: OPT_IN_DISCLOSURE_VERSION },
    }),
    'opt-in',
  );
  await ok(call(api.url, 'POST', `/api/sms-conversations?customerId=${customer}`, { ...admin, body: { message: 'Rex is ready for pick-up!' } }), 'text');
}
