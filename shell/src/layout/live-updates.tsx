import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { smsUnreadQueryOptions, useRealtimeEvents } from '@groombook/api-client';

/**
 * The page's live updates, for the signed-in user's company: one event stream keeps every screen
 * of the page current (texts and conversations, campaigns, appointments, schedules and free times),
 * the remotes' pages too, which hold no stream of their own. With `onUnreadCount` (whoever sees
 * the Messages link) it also hands the header the count of unread conversations, which a text that
 * arrives, or one read on any screen of the company, refreshes. Its own chunk, loaded once the session
 * is known (a page before that, or a visitor signed out, has no use for it). Draws nothing.
 */
export default function LiveUpdates({ onUnreadCount }: { onUnreadCount?: (count: number) => void }) {
  useRealtimeEvents();
  return onUnreadCount ? <UnreadMessages onCount={onUnreadCount} /> : null;
}

function UnreadMessages({ onCount }: { onCount: (count: number) => void }) {
  const { data } = useQuery(smsUnreadQueryOptions());
  const count = data?.unread_conversations ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  useEffect(() => () => onCount(0), [onCount]);
  return null;
}
