import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  campaignDeletedResponseSchema,
  campaignDetailResponseSchema,
  campaignRecipientCountResponseSchema,
  campaignResponseSchema,
  campaignsListResponseSchema,
} from '@groombook/contracts';
import type { Campaign, CampaignAudienceInput, CampaignDetail, CreateCampaignRequest, UpdateCampaignRequest } from '@groombook/contracts';
import { apiRequest, unwrap } from './client';
import { campaignKeys } from './query-keys';

export { campaignKeys } from './query-keys';


/** GET /api/campaigns: the company's campaigns, newest first. */
export function getCampaigns(signal?: AbortSignal) {
  return apiRequest('/api/campaigns', { schema: campaignsListResponseSchema, signal });
}

/** GET /api/campaigns?id=: one campaign with its recipients (404 'Campaign not found'). */
export function getCampaign(id: string, signal?: AbortSignal) {
  return apiRequest('/api/campaigns', { query: { id }, schema: campaignDetailResponseSchema, signal });
}

/** POST /api/campaigns: answered at once; the messages go out in the background. */
export function createCampaign(input: CreateCampaignRequest) {
  return apiRequest('/api/campaigns', { method: 'POST', body: input, schema: campaignResponseSchema });
}

/** PUT /api/campaigns?id=: a draft or scheduled campaign edited (409 once it has left). */
export function updateCampaign(id: string, input: UpdateCampaignRequest) {
  return apiRequest('/api/campaigns', { method: 'PUT', query: { id }, body: input, schema: campaignResponseSchema });
}

/** DELETE /api/campaigns?id=: a draft or scheduled campaign deleted. */
export function deleteCampaign(id: string) {
  return apiRequest('/api/campaigns', { method: 'DELETE', query: { id }, schema: campaignDeletedResponseSchema });
}

/** POST /api/campaigns/send?id=: a draft sent now. */
export function sendCampaignNow(id: string) {
  return apiRequest('/api/campaigns/send', { method: 'POST', query: { id }, schema: campaignResponseSchema });
}

/** POST /api/campaigns/recipient-count: how many customers the audience reaches now. */
export function countCampaignRecipients(recipients: CampaignAudienceInput, signal?: AbortSignal) {
  return apiRequest('/api/campaigns/recipient-count', {
    method: 'POST',
    body: { recipients },
    schema: campaignRecipientCountResponseSchema,
    signal,
  });
}

/** While a campaign is sending its figures move; realtime events refresh them, and a slow poll covers a lost event. */
const SENDING_REFRESH_MS = 5000;
/** Sending, or scheduled (it leaves on the server's clock). */
const isSending = (campaign: Campaign | undefined) => campaign?.status === 'sending' || campaign?.status === 'scheduled';

export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: async ({ signal }): Promise<Campaign[]> => (await unwrap(getCampaigns(signal))).data,
    refetchInterval: (query) => (query.state.data?.some(isSending) ? SENDING_REFRESH_MS : false),
  });
}

export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: async ({ signal }): Promise<CampaignDetail> => (await unwrap(getCampaign(id, signal))).data,
    refetchInterval: (query) => (isSending(query.state.data?.campaign) ? SENDING_REFRESH_MS : false),
  });
}

export function campaignRecipientCountQueryOptions(audience: CampaignAudienceInput) {
  return queryOptions({
    queryKey: campaignKeys.recipientCount(audience),
    queryFn: async ({ signal }): Promise<number> => (await unwrap(countCampaignRecipients(audience, signal))).data.count,
  });
}

export function createCampaignMutationOptions() {
  return mutationOptions({
    mutationKey: ['campaigns', 'create'],
    mutationFn: async (input: CreateCampaignRequest): Promise<Campaign> => (await unwrap(createCampaign(input))).data.campaign,
    onSuccess: (_campaign, _input, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** A draft or scheduled campaign saved again, deleted, or sent now: one mutation, the list refreshed. */
export function changeCampaignMutationOptions() {
  return mutationOptions({
    mutationKey: ['campaigns', 'change'],
    mutationFn: async (change: { id: string; action: 'update'; input: UpdateCampaignRequest } | { id: string; action: 'delete' | 'send' }): Promise<Campaign | null> => {
      if (change.action === 'update') return (await unwrap(updateCampaign(change.id, change.input))).data.campaign;
      if (change.action === 'send') return (await unwrap(sendCampaignNow(change.id))).data.campaign;
      await unwrap(deleteCampaign(change.id));
      return null;
    },
    onSuccess: (_campaign, _input, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
