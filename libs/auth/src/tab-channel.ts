/**
 * What one tab tells the others about the session. The session itself never crosses: it
 * lives in each tab's memory, and a tab that needs it asks the API through the shared
 * refresh cookie.
 */
export type TabMessage = { type: 'signedIn'; userId: string } | { type: 'signedOut' };

export const TAB_CHANNEL_NAME = 'groombook.session';

function isTabMessage(value: unknown): value is TabMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Partial<Record<'type' | 'userId', unknown>>;
  return message.type === 'signedOut' || (message.type === 'signedIn' && typeof message.userId === 'string');
}

let channel: BroadcastChannel | null | undefined;

/** The tab's one channel, or null where BroadcastChannel is missing (then each tab stands alone). */
function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TAB_CHANNEL_NAME);
  // Node (unit tests, server rendering) would otherwise stay alive for an open channel.
  (channel as { unref?: () => void } | null)?.unref?.();
  return channel;
}

export function tellOtherTabs(message: TabMessage): void {
  openChannel()?.postMessage(message);
}

/** Calls `handler` with each message another tab sends; returns the function that stops it. */
export function listenToOtherTabs(handler: (message: TabMessage) => void): () => void {
  const open = openChannel();
  if (!open) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    // Anything else on the channel (an older build's format) is not ours to act on.
    if (isTabMessage(event.data)) handler(event.data);
  };
  open.addEventListener('message', onMessage);
  return () => open.removeEventListener('message', onMessage);
}
