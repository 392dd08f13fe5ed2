import { QueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@groombook/contracts/light';
import { describe, expect, it } from 'vitest';
import { queryKeysForEvent } from './realtime';
import { smsConversationKeys } from './sms-conversations';
import { textBookingKeys, textBookingSuggestionQueryOptions } from './text-bookings';

describe('the suggested appointment of a conversation', () => {
  it('is refreshed with the conversation: by a new text of that customer, not by another customer\'s', async () => {
    const client = new QueryClient();
    client.setQueryData(textBookingSuggestionQueryOptions('c1').queryKey, null);
    client.setQueryData(textBookingSuggestionQueryOptions('c2').queryKey, null);
    const event: RealtimeEvent = { type: 'sms.message', customerId: 'c1', messageId: 'm1' };
    const keys = queryKeysForEvent(event);
    expect(keys).toContainEqual(smsConversationKeys.detail('c1'));
    for (const queryKey of keys) await client.invalidateQueries({ queryKey, refetchType: 'none' });
    expect(client.getQueryState(textBookingKeys.suggestion('c1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(textBookingKeys.suggestion('c2'))?.isInvalidated).toBe(false);
  });
});
