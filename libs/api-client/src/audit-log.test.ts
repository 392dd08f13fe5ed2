import { describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver } from '@tanstack/react-query';
import type { AuditTrailEntry } from '@groombook/contracts';
import { uniqueId } from '@groombook/contracts/testing';
import { AUDIT_LOG_PAGE_SIZE, auditLogQueryOptions } from './audit-log';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const companyId = uniqueId();

/** `count` entries, newest first, one minute apart, the newest at `newest`. */
function entries(count: number, newest = Date.UTC(2026, 2, 1, 12)): AuditTrailEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: uniqueId(),
    actor_id: 'u-super',
    actor_email: 'superadmin@groombook.local',
    company_id: companyId,
    company_name: 'Happy Paws Grooming',
    acting_company_id: companyId,
    acting_company_name: 'Happy Paws Grooming',
    action: 'customers.list',
    target_type: null,
    target_id: null,
    target_label: null,
    method: 'GET',
    path: '/api/customers',
    status: 200,
    created_at: new Date(newest - index * 60_000).toISOString(),
  }));
}

describe('the audit log, a page at a time', () => {
  const { fetchMock, client } = stubFetchAndQueries();

  it("asks for one company's entries about one target, then for the older ones after the last shown, and stops at a short page", async () => {
    const first = entries(AUDIT_LOG_PAGE_SIZE);
    const second = entries(3, Date.UTC(2026, 1, 1));
    fetchMock.mockImplementation(async (url) =>
      answer(200, { success: true, data: { entries: new URL(String(url), 'http://x').searchParams.has('before') ? second : first } }),
    );
    const log = new InfiniteQueryObserver(client, auditLogQueryOptions({ companyId, target: 'staff@' }));
    const unsubscribe = log.subscribe(() => undefined);
    await vi.waitFor(() => expect(log.getCurrentResult().data?.pages).toEqual([first]));
    expect(log.getCurrentResult().hasNextPage).toBe(true);

    await log.fetchNextPage();
    expect(log.getCurrentResult().data?.pages).toEqual([first, second]);
    expect(log.getCurrentResult().hasNextPage).toBe(false);
    const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
    expect(urls.map((url) => url.pathname)).toEqual(['/api/audit-log/entries', '/api/audit-log/entries']);
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({ company_id: companyId, target: 'staff@', limit: String(AUDIT_LOG_PAGE_SIZE) });
    expect(Object.fromEntries(urls[1]?.searchParams ?? [])).toEqual({
      company_id: companyId,
      target: 'staff@',
      before: first.at(-1)?.created_at,
      limit: String(AUDIT_LOG_PAGE_SIZE),
    });
    unsubscribe();
  });

  it("asks for every company's entries without a filter, and reports a refusal", async () => {
    fetchMock.mockResolvedValue(answer(403, { success: false, message: 'Forbidden', code: 'FORBIDDEN' }));
    const log = new InfiniteQueryObserver(client, auditLogQueryOptions());
    const unsubscribe = log.subscribe(() => undefined);
    await vi.waitFor(() => expect(log.getCurrentResult().error).toMatchObject({ status: 403, message: 'Forbidden' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/audit-log/entries?limit=${AUDIT_LOG_PAGE_SIZE}`);
    unsubscribe();
  });
});
