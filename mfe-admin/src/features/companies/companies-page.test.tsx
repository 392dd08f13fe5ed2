// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminApp from '../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo, type FakeRequest } from '../../testing/fake-api';
import { barkCompany, pawsCompany } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';

const listOf = (companies: unknown[]) => () => answer(200, { success: true, data: { companies } });

describe('super admin companies page', () => {
  cleanUpAfterEach();

  it('shows a card per company with its status, user count and buttons', async () => {
    fakeApi({ 'GET /api/companies': listOf([pawsCompany, barkCompany]) });
    renderWithProviders(<AdminApp />);
    expect(screen.getByRole('heading', { name: 'Company Management' })).toBeTruthy();
    expect(screen.getByLabelText('Loading companies')).toBeTruthy();

    const paws = await screen.findByRole('article', { name: pawsCompany.name });
    expect(within(paws).getByText('active').closest('.mantine-Badge-root')?.getAttribute('style')).toContain('--mantine-color-green');
    expect(within(paws).getByText('Users: 2')).toBeTruthy();
    expect(within(paws).getByRole('link', { name: 'Manage Users' }).getAttribute('href')).toBe(
      `/super-admin/companies/${pawsCompany.id}/users`,
    );
    const bark = screen.getByRole('article', { name: barkCompany.name });
    expect(within(bark).getByText('suspended').closest('.mantine-Badge-root')?.getAttribute('style')).toContain('--mantine-color-gray');
    expect(screen.getByRole('link', { name: 'Create New Company' }).getAttribute('href')).toBe('/super-admin/companies/new');
    expect(screen.getByRole('link', { name: 'Audit Log' }).getAttribute('href')).toBe('/super-admin/audit-log');
    expect(screen.getByRole('link', { name: 'Queues' }).getAttribute('href')).toBe('/super-admin/queues');
    expect(within(paws).getByRole('link', { name: `Audit Log of ${pawsCompany.name}` }).getAttribute('href')).toBe(
      `/super-admin/audit-log?company_id=${pawsCompany.id}`,
    );
    expect(within(paws).getByRole('button', { name: `Suspend ${pawsCompany.name}` })).toBeTruthy();
    expect(within(bark).getByRole('button', { name: `Reactivate ${barkCompany.name}` })).toBeTruthy();
  });

  it('opens the create-company dialog on /super-admin/companies/new and goes back to the list on close', async () => {
    fakeApi({ 'GET /api/companies': listOf([pawsCompany]) });
    renderWithProviders(<AdminApp />, { route: '/super-admin/companies/new' });
    const dialog = await screen.findByRole('dialog', { name: 'Create New Company' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('article', { name: pawsCompany.name })).toBeTruthy();
  });

  it("says 'Error loading companies' with the server's message, or alone without one", async () => {
    fakeApi({ 'GET /api/companies': () => answer(403, { success: false, message: 'Forbidden', code: 'FORBIDDEN' }) });
    renderWithProviders(<AdminApp />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading companies')).toBeTruthy();
    expect(within(alert).getByText('Forbidden')).toBeTruthy();
    cleanup();

    fakeApi({ 'GET /api/companies': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithProviders(<AdminApp />);
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading companies');
  });

  it('shows an empty state when there are no companies', async () => {
    fakeApi({ 'GET /api/companies': listOf([]) });
    renderWithProviders(<AdminApp />);
    expect(await screen.findByText('No companies yet')).toBeTruthy();
  });

  it('sends an unknown path under the companies page back to the list', async () => {
    fakeApi({ 'GET /api/companies': listOf([pawsCompany]) });
    renderWithProviders(<AdminApp />, { route: '/super-admin/companies/nothing/here' });
    expect(await screen.findByRole('article', { name: pawsCompany.name })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe("a company's status", () => {
    /** The fake API keeps the companies and answers PUT /api/companies by saving the status given. */
    function companiesThatSave(answerPut?: (request: FakeRequest) => Response) {
      let companies = [pawsCompany, barkCompany];
      return fakeApi({
        'GET /api/companies': () => answer(200, { success: true, data: { companies } }),
        'PUT /api/companies': (request) => {
          if (answerPut) return answerPut(request);
          const { id, status } = request.body as { id: string; status: string };
          companies = companies.map((company) => (company.id === id ? { ...company, status } : company));
          return answer(200, { success: true, company: companies.find((company) => company.id === id) });
        },
      });
    }

    it('suspends a company only after a confirmation, and its card then says suspended', async () => {
      const fetchMock = companiesThatSave();
      renderWithProviders(<AdminApp />);
      const paws = await screen.findByRole('article', { name: pawsCompany.name });
      fireEvent.click(within(paws).getByRole('button', { name: `Suspend ${pawsCompany.name}` }));

      const dialog = screen.getByRole('dialog', { name: 'Suspend company' });
      expect(dialog.textContent).toContain(
        `Suspend ${pawsCompany.name}? Its 2 users are signed out at once and cannot sign in until it is reactivated.`,
      );
      expect(requestsTo(fetchMock, 'PUT /api/companies')).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(requestsTo(fetchMock, 'PUT /api/companies').map((request) => request.body)).toEqual([
        { id: pawsCompany.id, status: 'suspended' },
      ]);
      expect(within(paws).getByText('suspended')).toBeTruthy();
      expect(within(paws).getByRole('button', { name: `Reactivate ${pawsCompany.name}` })).toBeTruthy();
    });

    it('reactivates a suspended company after a confirmation, and changes nothing when cancelled', async () => {
      const fetchMock = companiesThatSave();
      renderWithProviders(<AdminApp />);
      const bark = await screen.findByRole('article', { name: barkCompany.name });

      fireEvent.click(within(bark).getByRole('button', { name: `Reactivate ${barkCompany.name}` }));
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Reactivate company' })).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(requestsTo(fetchMock, 'PUT /api/companies')).toEqual([]);

      fireEvent.click(within(bark).getByRole('button', { name: `Reactivate ${barkCompany.name}` }));
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Reactivate company' })).getByRole('button', { name: 'Reactivate' }));
      await waitFor(() => expect(within(bark).getByText('active')).toBeTruthy());
      expect(requestsTo(fetchMock, 'PUT /api/companies').map((request) => request.body)).toEqual([{ id: barkCompany.id, status: 'active' }]);
    });

    it("says why when the server refuses, and the card keeps its status", async () => {
      companiesThatSave(() => answer(404, { success: false, message: 'Company not found', code: 'NOT_FOUND' }));
      renderWithProviders(<AdminApp />);
      const paws = await screen.findByRole('article', { name: pawsCompany.name });
      fireEvent.click(within(paws).getByRole('button', { name: `Suspend ${pawsCompany.name}` }));
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Suspend company' })).getByRole('button', { name: 'Suspend' }));

      const alert = await within(paws).findByRole('alert');
      expect(alert.textContent).toContain('Failed to suspend company');
      expect(alert.textContent).toContain('Company not found');
      expect(within(paws).getByText('active')).toBeTruthy();
    });
  });
});
