import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { smsUnreadQueryOptions, useRealtimeEvents } from '@groombook/api-client';

/**
 * The header's count of unread conversations, kept live: a text that arrives, or one read on
 * any screen of the company, refreshes it. Its own chunk, loaded after the header's first paint,
 * so the event stream's client stays out of the first download. Draws nothing: it hands the
 * count to the header.
 */
export default function LiveUnreadMessages({ onCount }: { onCount: (count: number) => void }) {
  useRealtimeEvents();
  const { data } = useQuery(smsUnreadQueryOptions());
  const count = data?.unread_conversations ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  useEffect(() => () => onCount(0), [onCount]);
  return null;
}
