// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { campaignKeys } from './campaigns';
import { useRealtimeEvents } from './realtime';
import { smsConversationKeys } from './sms-conversations';
import { stubFetchWithSession, testQueryClient } from './testing/stub-fetch';

const fetchMock = stubFetchWithSession();

afterEach(() => {
  cleanup();
});

describe('useRealtimeEvents', () => {
  it('marks what an event shows stale while mounted, and closes the stream when unmounted', async () => {
    let push!: (text: string) => void;
    let aborted = false;
    fetchMock.mockImplementation(async (_url, init) => {
      init?.signal?.addEventListener('abort', () => (aborted = true));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return new Response(body, { status: 200 });
    });
    const client = testQueryClient();
    client.setQueryData(smsConversationKeys.detail('c1'), { messages: [] });
    client.setQueryData(smsConversationKeys.detail('c2'), { messages: [] });
    client.setQueryData(campaignKeys.detail('k1'), { recipients: [] });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const isStale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

    const { unmount } = renderHook(() => useRealtimeEvents(), { wrapper });
    await waitFor(() => expect(push).toBeDefined());
    push('data: {"type":"sms.message","customerId":"c1","messageId":"m1"}\n\n');
    await waitFor(() => expect(isStale(smsConversationKeys.detail('c1'))).toBe(true));
    expect(isStale(smsConversationKeys.detail('c2'))).toBe(false);
    push('data: {"type":"campaign.progress","campaignId":"k1"}\n\n');
    await waitFor(() => expect(isStale(campaignKeys.detail('k1'))).toBe(true));

    unmount();
    expect(aborted).toBe(true);
  });

});

describe('useRealtimeEvents, for the schedule', () => {
  it("marks the calendar's, the appointments' and Home's queries stale on appointments.changed and schedules.changed, and closes when unmounted", async () => {
    let push!: (text: string) => void;
    let aborted = false;
    fetchMock.mockImplementation(async (_url, init) => {
      init?.signal?.addEventListener('abort', () => (aborted = true));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return new Response(body, { status: 200 });
    });
    const client = testQueryClient();
    const month = ['appointments', 'month-all', 2026, 11];
    const days = ['schedules', 'days', '2026-11-15', '2026-11-21'];
    const free = ['availability', { date: '2026-11-18' }];
    const conversation = smsConversationKeys.detail('c1');
    for (const key of [month, days, free, conversation, ['conflicts', 'month', 2026, 11], ['dashboard', 'total-customers']]) client.setQueryData(key, []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const isStale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

    const { unmount } = renderHook(() => useRealtimeEvents(), { wrapper });
    await waitFor(() => expect(push).toBeDefined());
    push('data: {"type":"schedules.changed"}\n\n');
    await waitFor(() => expect(isStale(days)).toBe(true));
    expect(isStale(free)).toBe(true);
    expect(isStale(month)).toBe(false);

    push('data: {"type":"appointments.changed","months":[{"year":2026,"month":11}]}\n\n');
    await waitFor(() => expect(isStale(month)).toBe(true));
    expect(isStale(['conflicts', 'month', 2026, 11])).toBe(true);
    expect(isStale(['dashboard', 'total-customers'])).toBe(true);
    // Neither touched the conversations; a text does.
    expect(isStale(conversation)).toBe(false);
    push('data: {"type":"sms.message","customerId":"c1","messageId":"m1"}\n\n');
    await waitFor(() => expect(isStale(conversation)).toBe(true));

    unmount();
    expect(aborted).toBe(true);
  });
});
