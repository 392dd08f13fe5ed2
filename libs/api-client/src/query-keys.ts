import type { CampaignAudienceInput } from '@groombook/contracts';

/*
 * The keys of queries that a first page's code refreshes (the live updates in realtime.ts, Home's
 * booking requests), apart from the modules that read them: those modules import the whole
 * contracts, and a first page loads only the light ones (libs/contracts/src/light/index.ts).
 * Each key is handed on from its module too.
 */

/** Every campaign query sits under `campaignKeys.all`, so one invalidation refreshes them all. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
  recipientCount: (audience: CampaignAudienceInput) => [...campaignKeys.all, 'recipient-count', audience] as const,
};

/** Every schedule read (hours, closed days, time off, the calendar's days and blocks) lives under this key. */
export const schedulesQueryKey = ['schedules'] as const;
/** Free start times; read again after any appointment or schedule change. */
export const availabilityQueryKey = ['availability'] as const;

/**
 * Every SMS conversation query sits under `smsConversationKeys.all` (lists, each customer's
 * conversation, the dashboard's summary), so a new message can refresh exactly what shows it.
 */
export const smsConversationKeys = {
  all: ['sms-conversations'] as const,
  lists: () => [...smsConversationKeys.all, 'list'] as const,
  list: (search: string) => [...smsConversationKeys.lists(), search] as const,
  detail: (customerId: string) => [...smsConversationKeys.all, 'detail', customerId] as const,
  summary: () => [...smsConversationKeys.all, 'summary'] as const,
  unread: () => [...smsConversationKeys.all, 'unread'] as const,
};

/** The company's customers; the count lives under the same key so every write refreshes both. */
export const customersQueryKey = ['customers'] as const;
