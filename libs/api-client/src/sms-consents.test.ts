import { describe, expect, it } from 'vitest';
import type { SmsConsent } from '@groombook/contracts';
import { uniqueId } from '@groombook/contracts/testing';
import { customerSmsConsentsQueryOptions, smsConsentKeys } from './sms-consents';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const customerId = uniqueId();
const entry: SmsConsent = {
  id: uniqueId(),
  phone_e164: '+12015550123',
  name: 'Bella Owner',
  customer_id: customerId,
  action: 'opt_in',
  source: 'opt-in page',
  disclosure_version: '2026-11-22',
  ip_address: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  created_at: '2026-11-22T15:00:00.000Z',
};

describe('SMS consent calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it("reads a customer's consent from GET /api/sms-consents?customer_id=, parsed with the contract", async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, data: { consents: [entry], current: 'opted_in' } }));
    await expect(client.fetchQuery(customerSmsConsentsQueryOptions(customerId))).resolves.toEqual({ consents: [entry], current: 'opted_in' });
    expect(lastCall().url).toBe(`/api/sms-consents?customer_id=${customerId}`);
    expect(customerSmsConsentsQueryOptions(customerId).queryKey).toEqual(smsConsentKeys.customer(customerId));
  });

  it('refuses an answer that does not match the contract', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, data: { consents: [{ id: 1 }], current: 'maybe' } }));
    await expect(client.fetchQuery({ ...customerSmsConsentsQueryOptions(customerId), retry: false })).rejects.toBeTruthy();
  });
});
