import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { buildCampaign, buildCampaignRecipient } from '@groombook/contracts/testing';
import {
  campaignKeys,
  campaignQueryOptions,
  campaignRecipientCountQueryOptions,
  campaignsQueryOptions,
  createCampaignMutationOptions,
} from './campaigns';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const spring = buildCampaign({ title: 'Spring' });

describe('campaign calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('lists from GET /api/campaigns and reads one with its recipients from ?id=', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: [spring] }));
    await expect(client.fetchQuery(campaignsQueryOptions())).resolves.toEqual([spring]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/campaigns');

    const recipients = [buildCampaignRecipient()];
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { campaign: spring, recipients } }));
    await expect(client.fetchQuery(campaignQueryOptions(spring.id))).resolves.toEqual({ campaign: spring, recipients });
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/campaigns?id=${spring.id}`);
  });

  it('counts the recipients of an audience with POST /api/campaigns/recipient-count', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { count: 42 } }));
    const audience = { mode: 'group' as const, group_ids: ['g1'] };
    await expect(client.fetchQuery(campaignRecipientCountQueryOptions(audience))).resolves.toBe(42);
    expect(lastCall()).toEqual({ url: '/api/campaigns/recipient-count', method: 'POST', body: { recipients: audience } });
  });

  it('creates with POST /api/campaigns and marks every campaign query stale', async () => {
    client.setQueryData(campaignKeys.list(), []);
    const sending = buildCampaign({ status: 'sending', sent_at: null });
    fetchMock.mockResolvedValue(answer(201, { success: true, data: { campaign: sending } }));
    const input = { title: 'Spring', message: 'Hi', recipients: { mode: 'all' as const } };
    await expect(new MutationObserver(client, createCampaignMutationOptions()).mutate(input)).resolves.toEqual(sending);
    expect(lastCall()).toEqual({ url: '/api/campaigns', method: 'POST', body: input });
    expect(client.getQueryState(campaignKeys.list())?.isInvalidated).toBe(true);
  });

  it('refuses an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: [{ id: 'x' }] }));
    await expect(client.fetchQuery(campaignsQueryOptions())).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE', message: 'The server answered in an unexpected shape' });
  });
});
