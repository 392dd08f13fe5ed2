import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { smsConversationsQueryOptions } from '@groombook/api-client';
import { Button, EmptyState, Group, LoadingState, SearchField, Stack, useDebouncedValue } from '@groombook/ui';
import { ConversationList } from './conversation-list';
import { CustomerPicker } from './customer-picker';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 250;

/** SMS Conversations: one row per customer with messages, searchable, live; New Message starts one. */
export function ConversationsTab() {
  const [query, setQuery] = useState('');
  const [search] = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const [picking, setPicking] = useState(false);
  // The previous answer stays on screen while the next search is on its way.
  const conversations = useQuery({ ...smsConversationsQueryOptions(search), placeholderData: keepPreviousData });

  // A failed load is only logged; the list shows no conversations.
  useEffect(() => {
    if (conversations.error) console.error(`Failed to load conversations: ${conversations.error.message}`);
  }, [conversations.error]);

  function list() {
    if (conversations.isPending) return <LoadingState label="Loading conversations..." />;
    const rows = conversations.data ?? [];
    if (rows.length > 0) return <ConversationList conversations={rows} />;
    return <EmptyState title={search ? 'No conversations match your search' : 'No conversations yet'} />;
  }

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <SearchField label="Search conversations" placeholder="Search by customer name or phone" value={query} onChange={setQuery} inToolbar />
        <Button onClick={() => setPicking(true)}>New Message</Button>
      </Group>
      {list()}
      <CustomerPicker opened={picking} onClose={() => setPicking(false)} />
    </Stack>
  );
}
