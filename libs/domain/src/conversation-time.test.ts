import { describe, expect, it } from 'vitest';
import { formatConversationTime } from './conversation-time';

const pinned = { locale: 'en-US', timeZone: 'UTC', now: new Date('2026-03-10T15:00:00Z') };

describe('formatConversationTime', () => {
  it('shows the time only within 24 hours, the date for anything older', () => {
    expect(formatConversationTime('2026-03-10T14:05:00Z', pinned)).toBe('2:05 PM');
    expect(formatConversationTime('2026-03-09T15:00:01Z', pinned)).toBe('3:00 PM');
    expect(formatConversationTime('2026-03-09T15:00:00Z', pinned)).toBe('3/9/2026');
    expect(formatConversationTime('2025-12-24T09:00:00Z', pinned)).toBe('12/24/2025');
  });

  it('counts a time slightly ahead of this clock as recent', () => {
    expect(formatConversationTime('2026-03-10T15:02:00Z', pinned)).toBe('3:02 PM');
  });

  it('shows nothing for a missing or unreadable time', () => {
    expect(formatConversationTime(null, pinned)).toBe('');
    expect(formatConversationTime('', pinned)).toBe('');
    expect(formatConversationTime('yesterday', pinned)).toBe('');
  });
});
