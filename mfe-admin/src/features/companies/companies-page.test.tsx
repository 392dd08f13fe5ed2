// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import AdminApp from '../../app';
import { answer, cleanUpAfterEach, fakeApi } from '../../testing/fake-api';
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
});
