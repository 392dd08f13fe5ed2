import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import type { Service } from '@groombook/contracts';
import {
  companySettingsQueryKey,
  companySettingsQueryOptions,
  deleteServiceMutationOptions,
  saveServiceMutationOptions,
  servicesQueryKey,
  servicesQueryOptions,
  updateCompanySettingsMutationOptions,
} from './services-menu';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const sizes = <T>(value: T) => ({ small: value, medium: value, large: value, extra_large: value });
const bath: Service = { id: 'f1e2d3c4-0000-4000-8000-000000000001', name: 'Bath', kind: 'service', prices: sizes(80), durations: sizes(90), active: true, position: 1 };

describe('service menu calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('reads the whole menu or only what is offered', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, services: [bath] }));
    await expect(client.fetchQuery(servicesQueryOptions())).resolves.toEqual([bath]);
    await client.fetchQuery(servicesQueryOptions({ activeOnly: true }));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/services', '/api/services?active=true']);
  });

  it('adds with POST, changes with PUT and deletes, reading the menu again', async () => {
    const { id, ...fields } = bath;
    fetchMock.mockResolvedValue(answer(201, { success: true, message: 'Service added', service: bath }));
    client.setQueryData([...servicesQueryKey, 'all'], []);
    await new MutationObserver(client, saveServiceMutationOptions()).mutate(fields);
    expect(lastCall()).toMatchObject({ url: '/api/services', method: 'POST' });
    expect(client.getQueryState([...servicesQueryKey, 'all'])?.isInvalidated).toBe(true);

    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Service updated', service: bath }));
    await new MutationObserver(client, saveServiceMutationOptions()).mutate({ ...fields, id });
    expect(lastCall()).toMatchObject({ url: '/api/services', method: 'PUT', body: { id } });

    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Service deleted' }));
    await expect(new MutationObserver(client, deleteServiceMutationOptions()).mutate(id)).resolves.toBe('Service deleted');
    expect(lastCall()).toEqual({ url: '/api/services', method: 'DELETE', body: { id } });
  });

  it('reads and sets the tax rate', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, settings: { tax_rate_percent: 6.625, booking_mode: 'request', booking_buffer_minutes: 0, cancel_cutoff_hours: 24 } }));
    await expect(client.fetchQuery(companySettingsQueryOptions())).resolves.toEqual({ tax_rate_percent: 6.625, booking_mode: 'request', booking_buffer_minutes: 0, cancel_cutoff_hours: 24 });
    fetchMock.mockResolvedValue(answer(200, { success: true, settings: { tax_rate_percent: 8.25, booking_mode: 'request', booking_buffer_minutes: 0, cancel_cutoff_hours: 24 } }));
    await new MutationObserver(client, updateCompanySettingsMutationOptions()).mutate({ tax_rate_percent: 8.25 });
    expect(lastCall()).toEqual({ url: '/api/company-settings', method: 'PUT', body: { tax_rate_percent: 8.25 } });
    expect(client.getQueryData(companySettingsQueryKey)).toEqual({ tax_rate_percent: 8.25, booking_mode: 'request', booking_buffer_minutes: 0, cancel_cutoff_hours: 24 });
  });
});
