// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sessionStore } from '@groombook/auth';
import AdminApp from '../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo } from '../../testing/fake-api';
import { bellaUser, pawsCompany, rexUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';

describe("the admins' Users page", () => {
  cleanUpAfterEach();

  it("lists the admin's own company's users and lets them disable one after a confirmation", async () => {
    const fetchMock = fakeApi(
      {
        'GET /api/users': () => answer(200, { success: true, data: { users: [rexUser, bellaUser] } }),
        'PUT /api/users': () => answer(200, { success: true, user: { ...rexUser, disabled: true } }),
      },
      'admin',
    );
    sessionStore.getState().setIdentity('admin', pawsCompany.id);
    renderWithProviders(<AdminApp />, { route: '/users' });

    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    await screen.findByText(rexUser.email);
    expect(requestsTo(fetchMock, 'GET /api/users')[0]?.url.searchParams.get('company_id')).toBe(pawsCompany.id);
    // An admin gives the roles of the salon, never superadmin.
    fireEvent.click(screen.getByRole('combobox', { name: `Role of ${rexUser.email}` }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Admin', 'Staff']);

    fireEvent.click(screen.getByRole('button', { name: `Disable ${rexUser.email}` }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Disable user' })).getByRole('button', { name: 'Disable' }));
    expect((await screen.findByRole('status')).textContent).toBe(`Disabled ${rexUser.email}`);
    expect(requestsTo(fetchMock, 'PUT /api/users').map((request) => request.body)).toEqual([{ id: rexUser.id, disabled: true }]);
  });

  it('shows a super admin the users of the company they act in', async () => {
    const fetchMock = fakeApi({ 'GET /api/users': () => answer(200, { success: true, data: { users: [rexUser] } }) }, 'superadmin');
    sessionStore.getState().actInCompany({ id: pawsCompany.id, name: pawsCompany.name });
    renderWithProviders(<AdminApp />, { route: '/users' });

    await screen.findByText(rexUser.email);
    const [listed] = fetchMock.mock.calls;
    expect(new URL(String(listed?.[0]), 'http://x').searchParams.get('company_id')).toBe(pawsCompany.id);
    expect(new Headers(listed?.[1]?.headers).get('X-Company-Id')).toBe(pawsCompany.id);
  });
});
