import { describe, expect, it } from 'vitest';
import { buildSmsConsent, uniqueId } from '@groombook/contracts/testing';
import { customerSmsConsentsQueryOptions, smsConsentKeys } from './sms-consents';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

/** What the client rejects with when a 200's body does not match the contract (`client.ts`). */
const INVALID_SHAPE = { status: 200, code: 'INVALID_RESPONSE', message: 'The server answered in an unexpected shape' };

const customerId = uniqueId();
const entry = buildSmsConsent({ customer_id: customerId });

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
    await expect(client.fetchQuery({ ...customerSmsConsentsQueryOptions(customerId), retry: false })).rejects.toMatchObject(INVALID_SHAPE);
  });
});
