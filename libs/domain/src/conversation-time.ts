import { DATE_LOCALE } from './calendar-format';

/** The conversation view's height; the newest message is kept in sight inside it. */
export const CONVERSATION_VIEW_HEIGHT_PX = 400;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConversationTimeOptions {
  now?: Date;
  /** The product's ('en-US') unless given. */
  locale?: string;
  /** The reader's unless given; tests pin it. */
  timeZone?: string;
}

/**
 * When a message was sent, as the conversation list and page show it: within 24 hours of
 * now the time only ('3:45 PM'), older the product's short date ('3/1/2026'). An unreadable
 * value shows nothing rather than 'Invalid Date'.
 */
export function formatConversationTime(iso: string | null | undefined, { now = new Date(), locale = DATE_LOCALE, timeZone }: ConversationTimeOptions = {}): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  // A clock a little ahead of ours still reads as recent.
  const recent = Math.abs(now.getTime() - at.getTime()) < DAY_MS;
  return recent
    ? at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone })
    : at.toLocaleDateString(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone });
}
