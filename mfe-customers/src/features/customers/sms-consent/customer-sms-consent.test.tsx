// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SmsConsent } from '@groombook/contracts';
import { NO_SMS_NUMBER_MESSAGE } from '@groombook/contracts/light';
import { buildSmsConsent } from '@groombook/ui-testing';
import CustomersApp from '../../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo, type Handler } from '../../../testing/fake-api';
import { appointmentsAnswer, bella, customersAnswer } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { Role } from '@groombook/domain';

const entry = (overrides: Partial<SmsConsent>): SmsConsent => buildSmsConsent({ customer_id: bella.id, ...overrides });

const consentsAnswer = (consents: SmsConsent[], current: 'opted_in' | 'opted_out' | 'pending' | 'unknown') => () =>
  answer(200, { success: true, data: { consents, current } });

async function openBella(role: Role, handlers: Record<string, Handler> = {}) {
  const fetchMock = fakeApi({ 'GET /api/customers': customersAnswer([bella]), 'GET /api/appointments': () => appointmentsAnswer([]), ...handlers }, role);
  renderWithProviders(<CustomersApp />, { route: `/customers/${bella.id}` });
  const dialog = await screen.findByRole('dialog', { name: 'Bella Owner' });
  return { fetchMock, dialog };
}

describe('customer dialog: SMS consent', () => {
  cleanUpAfterEach();

  it("shows an admin the customer's consent state and its history, newest first", async () => {
    const stop = entry({ action: 'opt_out', source: 'STOP', created_at: '2026-11-23T15:00:00.000Z', name: null, ip_address: null, user_agent: null, disclosure_version: null });
    const optIn = entry({});
    const { fetchMock, dialog } = await openBella('admin', { 'GET /api/sms-consents': consentsAnswer([stop, optIn], 'opted_out') });
    const region = await within(dialog).findByRole('region', { name: 'SMS Consent' });
    expect(await within(region).findByText('Opted out', { selector: '.mantine-Badge-label' })).toBeTruthy();
    const rows = within(within(region).getByRole('table', { name: 'SMS consent history' })).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((cell) => cell.textContent))).toEqual([
      ['Date', 'Action', 'Source'],
      [expect.stringMatching(/Nov 2[23], 2026/), 'Opted out', 'Texted STOP'],
      [expect.stringMatching(/Nov 2[12], 2026/), 'Opted in', 'opt-in page'],
    ]);
    expect(requestsTo(fetchMock, 'GET /api/sms-consents')[0]?.url.searchParams.get('customer_id')).toBe(bella.id);
  });

  it('says Opted in to a super admin when the latest entry is an opt-in', async () => {
    const first = await openBella('superadmin', { 'GET /api/sms-consents': consentsAnswer([entry({})], 'opted_in') });
    const region = await within(first.dialog).findByRole('region', { name: 'SMS Consent' });
    expect(await within(region).findByText('Opted in', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it('says No consent recorded for a customer without entries', async () => {
    const { dialog } = await openBella('admin', { 'GET /api/sms-consents': consentsAnswer([], 'unknown') });
    const region = await within(dialog).findByRole('region', { name: 'SMS Consent' });
    expect(await within(region).findByText('No consent recorded')).toBeTruthy();
    expect(within(region).getByText('No consent history')).toBeTruthy();
  });

  it('says a number asked for on the web page is waiting for YES, and labels the request and the confirming text', async () => {
    const requested = entry({ action: 'opt_in_requested', source: 'opt-in page', created_at: '2026-11-23T15:00:00.000Z' });
    const { dialog } = await openBella('admin', { 'GET /api/sms-consents': consentsAnswer([requested], 'pending') });
    const region = await within(dialog).findByRole('region', { name: 'SMS Consent' });
    expect(await within(region).findByText('Waiting for YES from the phone', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(region).getByRole('cell', { name: 'Asked on the web page' })).toBeTruthy();
    expect(within(region).getByRole('cell', { name: 'opt-in page' })).toBeTruthy();
  });

  it('says Opted in once the phone texted YES, the ledger keeping the request below it', async () => {
    const requested = entry({ action: 'opt_in_requested', source: 'opt-in page', created_at: '2026-11-23T15:00:00.000Z' });
    const confirmed = entry({ action: 'opt_in', source: 'YES', created_at: '2026-11-23T15:02:00.000Z' });
    const { dialog } = await openBella('admin', { 'GET /api/sms-consents': consentsAnswer([confirmed, requested], 'opted_in') });
    const region = await within(dialog).findByRole('region', { name: 'SMS Consent' });
    expect(await within(region).findByText('Opted in', { selector: '.mantine-Badge-label' })).toBeTruthy();
    const rows = within(within(region).getByRole('table', { name: 'SMS consent history' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      ['Opted in', 'Texted YES'],
      ['Asked on the web page', 'opt-in page'],
    ]);
  });

  it('says plainly when the salon has no texting number', async () => {
    const { dialog } = await openBella('admin', {
      'GET /api/sms-consents': consentsAnswer([], 'unknown'),
      'GET /api/sms-number': () => answer(200, { success: true, data: { sms_number: null, sms_enabled: true } }),
    });
    const region = await within(dialog).findByRole('region', { name: 'SMS Consent' });
    expect(await within(region).findByText(NO_SMS_NUMBER_MESSAGE)).toBeTruthy();
  });

  it('says nothing of the number when the salon has one', async () => {
    const { dialog, fetchMock } = await openBella('admin', {
      'GET /api/sms-consents': consentsAnswer([], 'unknown'),
      'GET /api/sms-number': () => answer(200, { success: true, data: { sms_number: '+12015550100', sms_enabled: true } }),
    });
    const region = await within(dialog).findByRole('region', { name: 'SMS Consent' });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/sms-number')).toHaveLength(1));
    expect(await within(region).findByText('No consent history')).toBeTruthy();
    expect(within(region).queryByText(NO_SMS_NUMBER_MESSAGE)).toBeNull();
  });

  it('is not shown to staff, and the ledger is not asked for', async () => {
    const { fetchMock, dialog } = await openBella('staff');
    expect(await within(dialog).findByText("Customer's Appointments")).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: 'SMS Consent' })).toBeNull();
    expect(requestsTo(fetchMock, 'GET /api/sms-consents')).toHaveLength(0);
  });
});
