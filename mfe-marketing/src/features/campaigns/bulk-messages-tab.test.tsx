// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  answer,
  buildCampaign,
  buildCustomerGroup,
  cleanUpAfterEach,
  fakeApi,
  renderWithProviders,
} from '@groombook/ui-testing';
import type { CampaignAudienceInput } from '@groombook/contracts';
import { NO_SMS_NUMBER_MESSAGE } from '@groombook/contracts/light';
import MarketingApp from '../../app';

const regulars = buildCustomerGroup({ name: 'Regulars', member_count: 4 });
const puppies = buildCustomerGroup({ name: 'Puppies', member_count: 2 });
const groupsAnswer = () => answer(200, { success: true, data: { groups: [regulars, puppies] } });
/** The fake count: 10 for everyone, else 4 per chosen group. */
const countOf = (recipients: CampaignAudienceInput) =>
  recipients.mode === 'all' ? 10 : recipients.mode === 'filter' ? 7 : 4 * ((recipients.group_ids ?? []).length + (recipients.include_group_ids ?? []).length);

function renderTab(
  campaigns = [buildCampaign({ title: 'Spring special', sent_at: '2026-03-14T12:00:00', recipient_count: 3 })],
  smsNumber: string | null = '+12015550100',
) {
  const posted: unknown[] = [];
  const fetchMock = fakeApi(
    {
      'GET /api/campaigns': ({ url }) => {
        const id = url.searchParams.get('id');
        if (!id) return answer(200, { success: true, data: campaigns });
        const campaign = buildCampaign({ id, title: 'Autumn', status: 'sending', sent_at: null, recipient_count: 10, progress: { pending: 5, sent: 3, delivered: 2, failed: 0 } });
        return answer(200, { success: true, data: { campaign, recipients: [] } });
      },
      'GET /api/customer-groups': groupsAnswer,
      'GET /api/audience-filters': () => answer(200, { success: true, data: [] }),
      'GET /api/sms-number': () => answer(200, { success: true, data: { sms_number: smsNumber, sms_enabled: true } }),
      'POST /api/campaigns/recipient-count': ({ body }) =>
        answer(200, { success: true, data: { count: countOf((body as { recipients: CampaignAudienceInput }).recipients) } }),
      'POST /api/campaigns': ({ body }) => {
        posted.push(body);
        return answer(201, { success: true, data: { campaign: buildCampaign({ id: 'c-new', title: 'Autumn', status: 'sending', sent_at: null }) } });
      },
    },
    'admin',
  );
  renderWithProviders(<MarketingApp />, { route: '/marketing' });
  return { posted, fetchMock };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sendButton = () => screen.getByRole('button', { name: 'Send now' });

describe('Bulk Messages tab', () => {
  cleanUpAfterEach();

  it('lists the Message History with title, date sent, recipients and status', async () => {
    renderTab();
    const row = await screen.findByRole('row', { name: /Spring special/ });
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Spring special', '3/14/2026', '3', 'sent', '']);
    expect(within(row).getByRole('link', { name: 'Spring special' }).getAttribute('href')).toMatch(/^\/marketing\/campaigns\//);
  });

  it('says under the title which number the texts go out from', async () => {
    renderTab();
    expect(await screen.findByText('Texts go out from (201) 555-0100')).toBeTruthy();
    expect(screen.queryByText(NO_SMS_NUMBER_MESSAGE)).toBeNull();
  });

  it('says plainly when the salon has no texting number, and keeps Send disabled', async () => {
    const { posted } = renderTab(undefined, null);
    expect(await screen.findByText(NO_SMS_NUMBER_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(/Texts go out from/)).toBeNull();
    await screen.findByText('Recipients: 10');
    type('Title', 'Autumn');
    type('Message', 'Autumn baths 20% off');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(sendButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
  });

  it("says 'No SMS campaigns sent yet' when there are none", async () => {
    renderTab([]);
    expect(await screen.findByText('No SMS campaigns sent yet')).toBeTruthy();
  });

  it('counts the recipients live and keeps Send disabled until a title and a message are written', async () => {
    renderTab();
    expect(await screen.findByText('Recipients: 10')).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    type('Title', 'Autumn');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    type('Message', '   ');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    type('Message', 'Autumn baths 20% off');
    expect(sendButton().hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByLabelText('A specific group'));
    expect(await screen.findByText('Choose the groups or the filter to see how many customers will receive it.')).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
  });

  it('sends after a confirmation, clears the form and follows the progress', async () => {
    const { posted } = renderTab();
    await screen.findByText('Recipients: 10');
    type('Title', 'Autumn');
    type('Message', 'Autumn baths 20% off');
    fireEvent.click(sendButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("'Autumn' goes to 10 customers. A sent message cannot be taken back.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));

    await waitFor(() => expect(posted).toEqual([{ title: 'Autumn', message: 'Autumn baths 20% off', recipients: { mode: 'all' } }]));
    expect(await screen.findByText("'Autumn': sending")).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/marketing/campaigns/c-new');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's reason when the campaign is refused, and keeps what was written", async () => {
    const { fetchMock } = renderTab();
    await screen.findByText('Recipients: 10');
    const fallback = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST' && String(input).endsWith('/api/campaigns')
        ? answer(400, { success: false, message: 'title: Title is too long', code: 'VALIDATION_ERROR' })
        : fallback!(input, init),
    );
    type('Title', 'Autumn');
    type('Message', 'Hello');
    fireEvent.click(sendButton());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Failed to send campaign')).toBeTruthy();
    expect(screen.getByText('title: Title is too long')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Autumn');
  });

  it('saves a draft, or schedules it for a date and time in salon time, and the count follows a filter as it is written', async () => {
    const { posted } = renderTab();
    await screen.findByText('Recipients: 10');
    type('Title', 'Autumn');
    type('Message', 'Hi {customer_first_name}');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posted).toEqual([{ title: 'Autumn', message: 'Hi {customer_first_name}', recipients: { mode: 'all' }, send: 'draft' }]));

    type('Title', 'Later');
    fireEvent.click(screen.getByRole('button', { name: '{pet_name}' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    type('Send on', '2026-12-04');
    type('Time', '09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(posted[1]).toEqual({ title: 'Later', message: '{pet_name}', recipients: { mode: 'all' }, send: 'schedule', send_at: { date: '2026-12-04', time: '09:00' } }));

    fireEvent.click(screen.getByLabelText('Saved filter'));
    type('Breed', 'poodle');
    expect(await screen.findByText('Recipients: 7')).toBeTruthy();
  });

  it('lists a scheduled campaign with its time in salon time, and Edit / Send now / Delete', async () => {
    renderTab([buildCampaign({ title: 'Winter', status: 'scheduled', sent_at: null, recipient_count: 0, scheduled_at: '2026-12-04T14:00:00Z', progress: null })]);
    const row = await screen.findByRole('row', { name: /Winter/ });
    expect(within(row).getByText('Scheduled for Fri, Dec 4 at 9:00 AM (salon time)')).toBeTruthy();
    for (const name of ['Edit Winter', 'Send Winter now', 'Delete Winter']) expect(within(row).getByRole('button', { name })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Winter' }));
    expect(await screen.findByRole('heading', { name: "Edit 'Winter'" })).toBeTruthy();
  });
});
