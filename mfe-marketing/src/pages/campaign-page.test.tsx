// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answer, buildCampaign, buildCampaignRecipient, cleanUpAfterEach, fakeApi, renderWithProviders } from '@groombook/ui-testing';
import MarketingApp from '../app';

const CAMPAIGN_ID = '00000000-0000-4000-8000-00000000c001';

function open(respond: () => Response) {
  fakeApi({ 'GET /api/campaigns': respond }, 'admin');
  renderWithProviders(<MarketingApp />, { route: `/marketing/campaigns/${CAMPAIGN_ID}` });
}

describe('campaign details page', () => {
  cleanUpAfterEach();

  it('shows the campaign, its status in green when sent, and each recipient with its delivery', async () => {
    const campaign = buildCampaign({ id: CAMPAIGN_ID, title: 'Spring special', message: 'Baths 20% off', sent_at: '2026-03-14T12:00:00' });
    const ann = buildCampaignRecipient({ customer_name: 'Ann Smith', phone_number: '+12015550123' });
    const bob = buildCampaignRecipient({ customer_name: 'Bob Lee', delivery_status: 'failed', failure_reason: 'Unreachable number', delivered_at: null });
    open(() => answer(200, { success: true, data: { campaign, recipients: [ann, bob] } }));

    expect(await screen.findByText('Baths 20% off')).toBeTruthy();
    expect(screen.getByText('3/14/2026')).toBeTruthy();
    const status = screen.getAllByText('sent')[0]!;
    expect(status.closest('.mantine-Badge-root')?.getAttribute('style') ?? '').toContain('green');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Ann Smith', 'Bob Lee']);
    expect(within(rows[1]!).getByText('Unreachable number')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Marketing' }).getAttribute('href')).toBe('/marketing?tab=bulk');
  });

  it("says 'Not sent' without a sent date, a gray status, and 'No recipients found for this campaign'", async () => {
    const campaign = buildCampaign({ id: CAMPAIGN_ID, status: 'draft', sent_at: null, recipient_count: 0 });
    open(() => answer(200, { success: true, data: { campaign, recipients: [] } }));
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(screen.getByText('draft').closest('.mantine-Badge-root')?.getAttribute('style') ?? '').toContain('gray');
    expect(screen.getByText('No recipients found for this campaign')).toBeTruthy();
  });

  it("says 'Campaign not found' for an id the company does not have", async () => {
    open(() => answer(404, { success: false, message: 'Campaign not found', code: 'NOT_FOUND' }));
    expect(await screen.findByText('Campaign not found')).toBeTruthy();
    expect(screen.queryByText('Failed to load campaign details')).toBeNull();
  });

  it("says 'Failed to load campaign details' when the server fails", async () => {
    open(() => answer(500, { success: false, message: 'Internal error', code: 'INTERNAL_ERROR' }));
    expect(await screen.findByText('Failed to load campaign details')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
