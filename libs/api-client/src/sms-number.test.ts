import { describe, expect, it } from 'vitest';
import { smsNumberQueryKey, smsNumberQueryOptions } from './sms-number';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

/** What the client rejects with when a 200's body does not match the contract (`client.ts`). */
const INVALID_SHAPE = { status: 200, code: 'INVALID_RESPONSE', message: 'The server answered in an unexpected shape' };

describe('the texting number call', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it("reads the company's number from GET /api/sms-number, parsed with the contract", async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, data: { sms_number: '+12015550100', sms_enabled: true } }));
    await expect(client.fetchQuery(smsNumberQueryOptions())).resolves.toEqual({ sms_number: '+12015550100', sms_enabled: true });
    expect(lastCall()).toEqual({ url: '/api/sms-number', method: 'GET', body: undefined });
    expect(smsNumberQueryOptions().queryKey).toEqual(smsNumberQueryKey);
  });

  it('gives null when the company has no number', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, data: { sms_number: null, sms_enabled: true } }));
    await expect(client.fetchQuery(smsNumberQueryOptions())).resolves.toEqual({ sms_number: null, sms_enabled: true });
  });

  it('refuses an answer that does not match the contract', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, data: { sms_number: 12015550100 } }));
    await expect(client.fetchQuery({ ...smsNumberQueryOptions(), retry: false })).rejects.toMatchObject(INVALID_SHAPE);
  });
});
