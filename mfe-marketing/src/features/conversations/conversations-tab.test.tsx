// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SmsConversation } from '@groombook/contracts';
import { formatConversationTime } from '@groombook/domain';
import {
  answer,
  buildCustomer,
  buildSmsConversation,
  cleanUpAfterEach,
  fakeApi,
  renderWithProviders,
  requestsTo,
  type Handler,
} from '@groombook/ui-testing';
import MarketingApp from '../../app';

const recently = new Date(Date.now() - 5 * 60_000).toISOString();
const bella = buildSmsConversation({
  customer_name: 'Bella Owner',
  customer_phone: '(555) 010-2000',
  last_message_preview: { messageText: 'Is Bella ready?' },
  last_message_at: recently,
  unread_count: 2,
});
const max = buildSmsConversation({
  customer_name: 'Max Walker',
  customer_phone: '555-0303',
  last_message_preview: { messageText: 'STOP' },
  last_message_at: '2025-12-24T09:00:00Z',
  opted_out: true,
});

/** GET /api/sms-conversations as the server answers it: `search` matches the name or the phone. */
const conversationsAnswer =
  (conversations: SmsConversation[]): Handler =>
  ({ url }) => {
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const found = conversations.filter((c) => `${c.customer_name} ${c.customer_phone}`.toLowerCase().includes(search));
    return answer(200, { success: true, data: found });
  };

/** The Messages page, as staff open it. */
function openTab(handlers: Record<string, Handler>, route = '/messages') {
  const fetchMock = fakeApi(handlers, 'staff');
  const view = renderWithProviders(<MarketingApp />, { route });
  return { fetchMock, ...view };
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
const search = (text: string) => fireEvent.change(screen.getByPlaceholderText('Search by customer name or phone'), { target: { value: text } });

describe('the Messages page', () => {
  cleanUpAfterEach();

  it('is where the former SMS Conversations tab of Marketing leads', async () => {
    const { location } = openTab({ 'GET /api/sms-conversations': conversationsAnswer([bella]) }, '/marketing?tab=conversations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    await waitFor(() => expect(location.href).toBe('/messages'));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'SMS Conversations' })).toBeNull();
  });

  it('lists each conversation with its customer, phone, last message, time and badges, opening it on click', async () => {
    const { location } = openTab({ 'GET /api/sms-conversations': conversationsAnswer([bella, max]) });
    await screen.findByRole('list', { name: 'Conversations' });

    const [first, second] = rows();
    expect(first?.getAttribute('href')).toBe(`/customer-conversation/${bella.customer_id}`);
    const bellaRow = within(first!);
    expect(bellaRow.getByText('Bella Owner')).toBeTruthy();
    expect(bellaRow.getByText('(555) 010-2000')).toBeTruthy();
    expect(bellaRow.getByText('Is Bella ready?')).toBeTruthy();
    expect(bellaRow.getByText(formatConversationTime(recently))).toBeTruthy();
    expect(formatConversationTime(recently)).not.toContain('/');
    expect(bellaRow.getByText('2 unread')).toBeTruthy();
    expect(bellaRow.queryByText('Opted out')).toBeNull();

    const maxRow = within(second!);
    expect(maxRow.getByText(formatConversationTime('2025-12-24T09:00:00Z'))).toBeTruthy();
    expect(maxRow.getByText('Opted out')).toBeTruthy();
    expect(maxRow.queryByText(/unread/)).toBeNull();

    fireEvent.click(first!);
    await waitFor(() => expect(location.href).toBe(`/customer-conversation/${bella.customer_id}`));
  });

  it("says 'No conversations yet' when there are none", async () => {
    openTab({ 'GET /api/sms-conversations': conversationsAnswer([]) });
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });

  it("searches by customer name or phone on the server, and says 'No conversations match your search'", async () => {
    const { fetchMock } = openTab({ 'GET /api/sms-conversations': conversationsAnswer([bella, max]) });
    await screen.findByRole('list', { name: 'Conversations' });

    search('bella');
    await waitFor(() => expect(rows().map((row) => row.getAttribute('href'))).toEqual([`/customer-conversation/${bella.customer_id}`]));
    search('0303');
    await waitFor(() => expect(rows().map((row) => row.getAttribute('href'))).toEqual([`/customer-conversation/${max.customer_id}`]));
    search('nobody');
    expect(await screen.findByText('No conversations match your search')).toBeTruthy();

    const searches = requestsTo(fetchMock, 'GET /api/sms-conversations').map((request) => request.url.searchParams.get('search'));
    expect(searches).toEqual([null, 'bella', '0303', 'nobody']);
  });

  it('only logs a failed load, and shows no conversations', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openTab({ 'GET /api/sms-conversations': () => answer(500, { success: false, message: 'Database down', code: 'INTERNAL_ERROR' }) });
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to load conversations: Database down');
  });

  it('starts a new message by picking a customer, found by name or phone', async () => {
    const ann = buildCustomer({ name: 'Ann Smith', phone_number: '201-555-0101' });
    const bob = buildCustomer({ name: 'Bob Lee', phone_number: '201-555-0199' });
    const { location } = openTab({
      'GET /api/sms-conversations': conversationsAnswer([]),
      'GET /api/customers': () => answer(200, { success: true, message: 'ok', data: { customers: [ann, bob] } }),
    });
    await screen.findByText('No conversations yet');

    fireEvent.click(screen.getByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Message' });
    await within(dialog).findByRole('button', { name: /Ann Smith/ });
    fireEvent.change(within(dialog).getByPlaceholderText('Search by name or phone'), { target: { value: '0199' } });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /Ann Smith/ })).toBeNull());

    fireEvent.click(within(dialog).getByRole('button', { name: /Bob Lee/ }));
    await waitFor(() => expect(location.href).toBe(`/customer-conversation/${bob.id}`));
  });
});
