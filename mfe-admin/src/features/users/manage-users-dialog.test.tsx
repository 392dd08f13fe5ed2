// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@groombook/domain';
import { buildCompanyUser } from '@groombook/ui-testing';
import AdminApp from '../../app';
import { answer, cleanUpAfterEach, deferred, fakeApi, type Handler } from '../../testing/fake-api';
import { bellaUser, pawsCompany, rexUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';

const usersRoute = `/super-admin/companies/${pawsCompany.id}/users`;

function openManageUsers(handlers: Record<string, Handler>, role: Role = 'superadmin') {
  const fetchMock = fakeApi(
    {
      'GET /api/companies': () => answer(200, { success: true, data: { companies: [pawsCompany] } }),
      'GET /api/users': () => answer(200, { success: true, data: { users: [rexUser, bellaUser] } }),
      ...handlers,
    },
    role,
  );
  renderWithProviders(<AdminApp />, { route: usersRoute });
  return fetchMock;
}

const roleOf = (email: string) => screen.getByRole('combobox', { name: `Role of ${email}` }) as HTMLInputElement;

function chooseRole(input: HTMLElement, label: string) {
  fireEvent.click(input);
  const listbox = screen.getByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: label }));
}

describe('manage-users dialog', () => {
  cleanUpAfterEach();

  it("lists the company's users, asking the server for that company only", async () => {
    const fetchMock = openManageUsers({});
    expect(await screen.findByText(rexUser.email)).toBeTruthy();
    expect(screen.getByText('Rex Groomer')).toBeTruthy();
    expect(roleOf(rexUser.email).value).toBe('Staff');
    expect(roleOf(bellaUser.email).value).toBe('Admin');
    expect(await screen.findByText(`Manage Users: ${pawsCompany.name}`)).toBeTruthy();
    const usersCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/users'));
    expect(String(usersCall?.[0])).toBe(`/api/users?company_id=${pawsCompany.id}`);
  });

  it('shows a role change at once and keeps it when the server accepts', async () => {
    const saved = deferred<Response>();
    const fetchMock = openManageUsers({ 'PUT /api/users': () => saved.promise });
    await screen.findByText(rexUser.email);

    chooseRole(roleOf(rexUser.email), 'Admin');
    await waitFor(() => expect(roleOf(rexUser.email).value).toBe('Admin'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ id: rexUser.id, role: 'admin' });

    saved.resolve(answer(200, { success: true, user: { ...rexUser, role: 'admin' } }));
    await waitFor(() => expect(roleOf(rexUser.email).disabled).toBe(false));
    expect(roleOf(rexUser.email).value).toBe('Admin');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the role back, shows the error and reloads the list when the server refuses', async () => {
    const refused = deferred<Response>();
    const fetchMock = openManageUsers({ 'PUT /api/users': () => refused.promise });
    await screen.findByText(rexUser.email);
    const listLoads = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/users?')).length;
    expect(listLoads()).toBe(1);

    chooseRole(roleOf(rexUser.email), 'Super Admin');
    await waitFor(() => expect(roleOf(rexUser.email).value).toBe('Super Admin'));

    refused.resolve(new Response('', { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update user role');
    await waitFor(() => expect(roleOf(rexUser.email).value).toBe('Staff'));
    await waitFor(() => expect(listLoads()).toBe(2));
  });

  it("shows the server's reason when it refuses a role change", async () => {
    openManageUsers({
      'PUT /api/users': () => answer(403, { success: false, message: 'You cannot change your own role', code: 'FORBIDDEN' }),
    });
    await screen.findByText(rexUser.email);
    chooseRole(roleOf(rexUser.email), 'Admin');
    expect((await screen.findByRole('alert')).textContent).toContain('You cannot change your own role');
  });

  it('offers superadmin in the add-user form only to a super admin, with staff by default', async () => {
    openManageUsers({});
    const role = screen.getByRole('combobox', { name: 'Role' }) as HTMLInputElement;
    expect(role.value).toBe('Staff');
    fireEvent.click(role);
    const offered = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Admin', 'Staff', 'Super Admin']);
  });

  it('does not offer superadmin to an admin', async () => {
    openManageUsers({}, 'admin');
    const role = screen.getByRole('combobox', { name: 'Role' });
    fireEvent.click(role);
    const offered = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Admin', 'Staff']);
  });

  it('sends a password reset email and says so, or says why it failed', async () => {
    const fetchMock = openManageUsers({
      [`POST /api/users/${rexUser.id}/reset-password`]: () => answer(200, { success: true, message: 'Sent' }),
      [`POST /api/users/${bellaUser.id}/reset-password`]: () =>
        answer(429, { success: false, message: 'Too many requests', code: 'RATE_LIMITED' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: `Reset password of ${rexUser.email}` }));
    expect((await screen.findByRole('status')).textContent).toBe(`Password reset email sent to ${rexUser.email}`);
    const reset = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reset-password'));
    expect(JSON.parse(String(reset?.[1]?.body))).toEqual({ email: rexUser.email });

    fireEvent.click(screen.getByRole('button', { name: `Reset password of ${bellaUser.email}` }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send password reset email: Too many requests');
  });

  it('adds a user with email, name, role and company, then reloads the list', async () => {
    const created = buildCompanyUser({ email: 'luna@pawsandsuds.test', name: 'Luna', company_id: pawsCompany.id });
    const fetchMock = openManageUsers({ 'POST /api/users': () => answer(201, { success: true, user: created }) });
    await screen.findByText(rexUser.email);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' Luna@PawsAndSuds.test ' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Luna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));

    expect((await screen.findByRole('status')).textContent).toBe('User luna@pawsandsuds.test invited. They will receive an email to set their password.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      email: 'luna@pawsandsuds.test',
      role: 'staff',
      company_id: pawsCompany.id,
      name: 'Luna',
    });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/users?'))).toHaveLength(2));
  });

  it("checks the email and says 'Failed to create user' when the server refuses", async () => {
    openManageUsers({
      'POST /api/users': () => answer(409, { success: false, message: 'Email already registered', code: 'CONFLICT' }),
    });
    await screen.findByText(rexUser.email);
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'rex@pawsandsuds.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to create user');
    expect(alert.textContent).toContain('Email already registered');
  });

  describe("a user's access", () => {
    it('shows each user as active or disabled, and no Disable button on the signed-in user\'s own row', async () => {
      const me = buildCompanyUser({ id: 'u1', email: 'superadmin@groombook.test', role: 'superadmin', company_id: pawsCompany.id });
      const gone = { ...bellaUser, disabled: true };
      openManageUsers({ 'GET /api/users': () => answer(200, { success: true, data: { users: [rexUser, gone, me] } }) });
      const rexRow = (await screen.findByText(rexUser.email)).closest('tr') as HTMLElement;
      const goneRow = screen.getByText(gone.email).closest('tr') as HTMLElement;
      const myRow = screen.getByText(me.email).closest('tr') as HTMLElement;
      expect(within(rexRow).getByText('Active')).toBeTruthy();
      expect(within(rexRow).getByRole('button', { name: `Disable ${rexUser.email}` })).toBeTruthy();
      expect(within(goneRow).getByText('Disabled')).toBeTruthy();
      expect(within(goneRow).getByRole('button', { name: `Enable ${gone.email}` })).toBeTruthy();
      expect(within(myRow).queryByRole('button', { name: /^(Disable|Enable) / })).toBeNull();
    });

    it('disables a user only after a confirmation, then shows them disabled', async () => {
      const fetchMock = openManageUsers({
        'PUT /api/users': (request) => answer(200, { success: true, user: { ...rexUser, disabled: (request.body as { disabled: boolean }).disabled } }),
      });
      fireEvent.click(await screen.findByRole('button', { name: `Disable ${rexUser.email}` }));
      const dialog = screen.getByRole('dialog', { name: 'Disable user' });
      expect(dialog.textContent).toContain(
        `Disable ${rexUser.email}? They are signed out at once and cannot sign in until they are enabled again.`,
      );
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
      expect((await screen.findByRole('status')).textContent).toBe(`Disabled ${rexUser.email}`);
      expect(screen.queryByRole('dialog', { name: 'Disable user' })).toBeNull();
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({ id: rexUser.id, disabled: true });
      const rexRow = screen.getByText(rexUser.email).closest('tr') as HTMLElement;
      expect(within(rexRow).getByText('Disabled')).toBeTruthy();
      expect(within(rexRow).getByRole('button', { name: `Enable ${rexUser.email}` })).toBeTruthy();
    });

    it('enables a disabled user after a confirmation, and does nothing when cancelled', async () => {
      const gone = { ...rexUser, disabled: true };
      const fetchMock = openManageUsers({
        'GET /api/users': () => answer(200, { success: true, data: { users: [gone] } }),
        'PUT /api/users': () => answer(200, { success: true, user: { ...gone, disabled: false } }),
      });
      fireEvent.click(await screen.findByRole('button', { name: `Enable ${gone.email}` }));
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Enable user' })).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog', { name: 'Enable user' })).toBeNull();
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

      fireEvent.click(screen.getByRole('button', { name: `Enable ${gone.email}` }));
      const dialog = screen.getByRole('dialog', { name: 'Enable user' });
      expect(dialog.textContent).toContain(`Enable ${gone.email}? They can sign in again.`);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
      expect((await screen.findByRole('status')).textContent).toBe(`Enabled ${gone.email}`);
      expect(within(screen.getByText(gone.email).closest('tr') as HTMLElement).getByText('Active')).toBeTruthy();
    });

    it("says why when the server refuses, and the user stays as they were", async () => {
      openManageUsers({
        'PUT /api/users': () => answer(403, { success: false, message: 'That user belongs to another company', code: 'FORBIDDEN' }),
      });
      fireEvent.click(await screen.findByRole('button', { name: `Disable ${rexUser.email}` }));
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Disable user' })).getByRole('button', { name: 'Disable' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to disable user: That user belongs to another company');
      expect(within(screen.getByText(rexUser.email).closest('tr') as HTMLElement).getByText('Active')).toBeTruthy();
    });
  });
});
