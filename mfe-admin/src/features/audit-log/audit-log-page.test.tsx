// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUDIT_LOG_PAGE_SIZE } from '@groombook/api-client';
import type { AuditTrailEntry } from '@groombook/contracts';
import { uniqueId } from '@groombook/ui-testing';
import AdminApp from '../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo, type FakeRequest } from '../../testing/fake-api';
import { barkCompany, pawsCompany } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';

function entry(overrides: Partial<AuditTrailEntry> = {}): AuditTrailEntry {
  return {
    id: uniqueId(),
    actor_id: 'u-super',
    actor_email: 'superadmin@groombook.local',
    company_id: pawsCompany.id,
    company_name: pawsCompany.name,
    acting_company_id: pawsCompany.id,
    acting_company_name: pawsCompany.name,
    action: 'customers.list',
    target_type: null,
    target_id: null,
    target_label: null,
    method: 'GET',
    path: '/api/customers',
    status: 200,
    created_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A full first page (so there are older ones), the newest a customer list read in Paws & Suds. */
const firstPage = Array.from({ length: AUDIT_LOG_PAGE_SIZE }, (_, index) =>
  entry({ path: `/api/customers/${index}`, created_at: new Date(Date.UTC(2026, 2, 1, 12, 0, 0) - index * 60_000).toISOString() }),
);
const olderPage = [entry({ method: 'DELETE', path: '/api/appointments', status: 403, created_at: '2026-02-01T09:00:00.000Z' })];

function openAuditLog(route = '/super-admin/audit-log', answerLog?: (request: FakeRequest) => Response) {
  const fetchMock = fakeApi({
    'GET /api/companies': () => answer(200, { success: true, data: { companies: [pawsCompany, barkCompany] } }),
    'GET /api/audit-log/entries':
      answerLog ??
      ((request) => answer(200, { success: true, data: { entries: request.url.searchParams.has('before') ? olderPage : firstPage } })),
  });
  const view = renderWithProviders(<AdminApp />, { route });
  return { fetchMock, view };
}

describe('the audit log page', () => {
  cleanUpAfterEach();

  it('lists who did what in which company and when, and loads older entries from after the last one shown', async () => {
    const { fetchMock } = openAuditLog();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByText('superadmin@groombook.local')).toBeTruthy();
    expect(within(firstRow).getAllByText(pawsCompany.name)).toHaveLength(2);
    expect(within(firstRow).getByText('GET /api/customers/0')).toBeTruthy();
    expect(firstRow.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-01T12:00:00.000Z');
    expect(within(table).getAllByRole('row')).toHaveLength(AUDIT_LOG_PAGE_SIZE + 1);

    fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await within(table).findByText('DELETE /api/appointments')).toBeTruthy();
    // The older page was short: there is nothing before it.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load older entries' })).toBeNull());
    const asked = requestsTo(fetchMock, 'GET /api/audit-log/entries').map((request) => Object.fromEntries(request.url.searchParams));
    expect(asked).toEqual([
      { limit: String(AUDIT_LOG_PAGE_SIZE) },
      { limit: String(AUDIT_LOG_PAGE_SIZE), before: firstPage.at(-1)?.created_at },
    ]);
  });

  it("filters by company, keeping the company in the address, and opens with the one a link names", async () => {
    const { fetchMock, view } = openAuditLog(`/super-admin/audit-log?company_id=${barkCompany.id}`, () =>
      answer(200, { success: true, data: { entries: [] } }),
    );
    expect(await screen.findByText('Nothing recorded yet')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Company' }) as HTMLInputElement).value).toBe(barkCompany.name));
    expect(requestsTo(fetchMock, 'GET /api/audit-log/entries')[0]?.url.searchParams.get('company_id')).toBe(barkCompany.id);

    fireEvent.click(screen.getByRole('combobox', { name: 'Company' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: pawsCompany.name }));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/audit-log/entries')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'GET /api/audit-log/entries')[1]?.url.searchParams.get('company_id')).toBe(pawsCompany.id);
    expect(view.location.href).toBe(`/super-admin/audit-log?company_id=${pawsCompany.id}`);

    fireEvent.click(screen.getByRole('combobox', { name: 'Company' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'All companies' }));
    await waitFor(() => expect(view.location.href).toBe('/super-admin/audit-log'));
    expect(requestsTo(fetchMock, 'GET /api/audit-log/entries').at(-1)?.url.searchParams.has('company_id')).toBe(false);
  });

  it('names the target and the acting company, and the platform for entries of no company', async () => {
    const disabled = entry({
      company_id: barkCompany.id,
      company_name: barkCompany.name,
      action: 'users.update',
      target_type: 'user',
      target_id: 'u-staff',
      target_label: 'staff@bark.test',
      method: 'PUT',
      path: '/api/users',
    });
    const mailbox = entry({ company_id: null, company_name: null, acting_company_id: null, acting_company_name: null, path: '/api/dev/mailbox' });
    openAuditLog(undefined, () => answer(200, { success: true, data: { entries: [disabled, mailbox] } }));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('Two rows were expected');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent).slice(1, 6)).toEqual([
      'superadmin@groombook.local',
      barkCompany.name,
      pawsCompany.name,
      'staff@bark.test',
      'PUT /api/users',
    ]);
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent).slice(2, 5)).toEqual(['Platform', '', '']);
  });

  it('filters by target once typing settles, keeping it in the address beside the company', async () => {
    const { fetchMock, view } = openAuditLog(`/super-admin/audit-log?company_id=${barkCompany.id}`, () =>
      answer(200, { success: true, data: { entries: [] } }),
    );
    expect(await screen.findByText('Nothing recorded yet')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Target' }), { target: { value: 'staff@bark' } });
    await waitFor(() => expect(view.location.href).toBe(`/super-admin/audit-log?company_id=${barkCompany.id}&target=staff%40bark`));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/audit-log/entries').at(-1)?.url.searchParams.get('target')).toBe('staff@bark'));
    expect(requestsTo(fetchMock, 'GET /api/audit-log/entries').at(-1)?.url.searchParams.get('company_id')).toBe(barkCompany.id);
    expect(await screen.findByText('Nothing recorded about this target')).toBeTruthy();
  });

  it("says 'Failed to load the audit log' with the server's reason", async () => {
    openAuditLog(undefined, () => answer(403, { success: false, message: 'Only super admins may read the audit log', code: 'FORBIDDEN' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the audit log');
    expect(alert.textContent).toContain('Only super admins may read the audit log');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
