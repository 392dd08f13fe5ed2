import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import type { Company } from '@groombook/contracts';
import { buildCompany } from '@groombook/contracts/testing';
import { companiesQueryKey, companiesQueryOptions, setCompanyStatusMutationOptions, updateCompanyMutationOptions } from './companies';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const happyPaws = buildCompany({ name: 'Happy Paws Grooming', status: 'active' });
const barkAvenue = buildCompany({ name: 'Bark Avenue', status: 'active' });

describe("a company's status", () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('suspends a company with { id, status } and shows the saved company on its card', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? answer(200, { success: true, company: { ...happyPaws, status: 'suspended' } })
        : answer(200, { success: true, data: { companies: [happyPaws, barkAvenue] } }),
    );
    await client.fetchQuery(companiesQueryOptions());
    const suspend = new MutationObserver(client, setCompanyStatusMutationOptions());
    await suspend.mutate({ id: happyPaws.id, status: 'suspended' });

    expect(lastCall()).toEqual({ url: '/api/companies', method: 'PUT', body: { id: happyPaws.id, status: 'suspended' } });
    expect(client.getQueryData<Company[]>(companiesQueryKey)).toEqual([{ ...happyPaws, status: 'suspended' }, barkAvenue]);
  });

  it("keeps the cards as they were and gives the server's reason when it refuses", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? answer(404, { success: false, message: 'Company not found', code: 'NOT_FOUND' })
        : answer(200, { success: true, data: { companies: [happyPaws] } }),
    );
    await client.fetchQuery(companiesQueryOptions());
    const suspend = new MutationObserver(client, setCompanyStatusMutationOptions());
    await expect(suspend.mutate({ id: happyPaws.id, status: 'suspended' })).rejects.toMatchObject({ message: 'Company not found' });
    expect(client.getQueryData<Company[]>(companiesQueryKey)).toEqual([happyPaws]);
  });
});

describe("a company's texting number", () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('sends the number and the messaging service with the name, and shows the saved company', async () => {
    const saved = { ...happyPaws, sms_number: '+12015550123', sms_messaging_service_sid: null };
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT' ? answer(200, { success: true, company: saved }) : answer(200, { success: true, data: { companies: [happyPaws] } }),
    );
    await client.fetchQuery(companiesQueryOptions());
    const update = new MutationObserver(client, updateCompanyMutationOptions());
    await update.mutate({ id: happyPaws.id, name: happyPaws.name, sms_number: '+12015550123', sms_messaging_service_sid: null });

    expect(lastCall()).toEqual({
      url: '/api/companies',
      method: 'PUT',
      body: { id: happyPaws.id, name: happyPaws.name, sms_number: '+12015550123', sms_messaging_service_sid: null },
    });
    expect(client.getQueryData<Company[]>(companiesQueryKey)).toEqual([saved]);
  });

  it("gives the server's reason when another company has the number (409)", async () => {
    fetchMock.mockImplementation(async () => answer(409, { success: false, message: 'Another company already texts from +12015550123', code: 'CONFLICT' }));
    const update = new MutationObserver(client, updateCompanyMutationOptions());
    await expect(update.mutate({ id: happyPaws.id, name: happyPaws.name, sms_number: '+12015550123' })).rejects.toMatchObject({
      message: 'Another company already texts from +12015550123',
    });
  });
});
