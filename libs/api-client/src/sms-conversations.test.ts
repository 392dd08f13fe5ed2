import { describe, expect, it, vi } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import type { SmsConversationDetail } from '@groombook/contracts';
import { buildSmsConversation, buildSmsMessage, uniqueId } from '@groombook/contracts/testing';
import {
  markSmsConversationReadMutationOptions,
  sendSmsMessageMutationOptions,
  smsConversationKeys,
  smsConversationQueryOptions,
  smsConversationsQueryOptions,
} from './sms-conversations';
import { smsSummaryQueryOptions, smsUnreadQueryOptions } from './sms-counts';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const customerId = uniqueId();
const bella = buildSmsConversation({ customer_id: customerId, customer_name: 'Bella Owner', unread_count: 2 });
const hello = buildSmsMessage({ direction: 'inbound', status: 'received', messageText: 'Is Bella ready?' });
const detail: SmsConversationDetail = {
  conversation: bella,
  messages: [hello],
  customer: { id: customerId, name: 'Bella Owner', phone_number: '(555) 010-2000' },
};

describe('SMS conversation calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();
  const invalidated = () => vi.spyOn(client, 'invalidateQueries');
  const keysOf = (spy: ReturnType<typeof invalidated>) => spy.mock.calls.map(([filters]) => filters?.queryKey);

  it('lists from GET /api/sms-conversations with the bearer token, searching on the server', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, data: [bella] }));
    await expect(client.fetchQuery(smsConversationsQueryOptions())).resolves.toEqual([bella]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/sms-conversations');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');

    await client.fetchQuery(smsConversationsQueryOptions('  555 010  '));
    expect(lastCall().url).toBe('/api/sms-conversations?search=555+010');
    expect(smsConversationsQueryOptions('  bella ').queryKey).toEqual(smsConversationKeys.list('bella'));
  });

  it("reads a customer's conversation with ?customerId=", async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: detail }));
    await expect(client.fetchQuery(smsConversationQueryOptions(customerId))).resolves.toEqual(detail);
    expect(lastCall()).toMatchObject({ url: `/api/sms-conversations?customerId=${customerId}`, method: 'GET' });
  });

  it('reads the summary from GET /api/sms-summary', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { messages_this_month: 41, unread_conversations: 3 } }));
    await expect(client.fetchQuery(smsSummaryQueryOptions())).resolves.toEqual({ messages_this_month: 41, unread_conversations: 3 });
    expect(lastCall().url).toBe('/api/sms-summary');
  });

  it("reads the header's count from GET /api/sms-unread", async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { unread_conversations: 2 } }));
    await expect(client.fetchQuery(smsUnreadQueryOptions())).resolves.toEqual({ unread_conversations: 2 });
    expect(lastCall()).toMatchObject({ url: '/api/sms-unread', method: 'GET' });
  });

  it("marks a conversation read with PUT and refreshes the lists, the summary and the header's count", async () => {
    client.setQueryData(smsConversationKeys.detail(customerId), detail);
    const spy = invalidated();
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    await new MutationObserver(client, markSmsConversationReadMutationOptions()).mutate(customerId);

    expect(lastCall()).toEqual({ url: `/api/sms-conversations?customerId=${customerId}`, method: 'PUT', body: undefined });
    expect(keysOf(spy)).toEqual([smsConversationKeys.lists(), smsConversationKeys.summary(), smsConversationKeys.unread()]);
  });

  it('sends with POST { message }, appends the stored message to the cached conversation, then refreshes it', async () => {
    client.setQueryData(smsConversationKeys.detail(customerId), detail);
    const spy = invalidated();
    const reply = buildSmsMessage({ messageText: 'Yes, come by at 4', status: 'queued' });
    fetchMock.mockResolvedValue(answer(201, { success: true, data: { message: reply } }));

    const sent = await new MutationObserver(client, sendSmsMessageMutationOptions()).mutate({ customerId, message: 'Yes, come by at 4' });
    expect(sent).toEqual(reply);
    expect(lastCall()).toEqual({ url: `/api/sms-conversations?customerId=${customerId}`, method: 'POST', body: { message: 'Yes, come by at 4' } });
    expect(client.getQueryData<SmsConversationDetail>(smsConversationKeys.detail(customerId))?.messages).toEqual([hello, reply]);
    expect(keysOf(spy)).toEqual([smsConversationKeys.detail(customerId), smsConversationKeys.lists(), smsConversationKeys.summary(), smsConversationKeys.unread()]);
  });

  it("fails with the server's message, and refuses an answer outside the contract", async () => {
    fetchMock.mockResolvedValue(answer(404, { success: false, message: 'Customer not found', code: 'NOT_FOUND' }));
    await expect(client.fetchQuery(smsConversationQueryOptions(customerId))).rejects.toMatchObject({ status: 404, message: 'Customer not found' });

    fetchMock.mockResolvedValue(answer(200, { success: true, data: [{ id: 'x' }] }));
    await expect(client.fetchQuery(smsConversationsQueryOptions('x'))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
