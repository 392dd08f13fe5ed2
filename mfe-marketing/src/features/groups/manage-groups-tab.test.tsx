// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import {
  answer,
  buildCustomer,
  buildCustomerGroup,
  cleanUpAfterEach,
  deferred,
  fakeApi,
  renderWithProviders,
  requestsTo,
  type Handler,
} from '@groombook/ui-testing';
import type { CustomerGroup } from '@groombook/contracts';
import { ManageGroupsTab } from './manage-groups-tab';

const ann = buildCustomer({ name: 'Ann Smith', phone_number: '201-555-0101' });
const bob = buildCustomer({ name: 'Bob Jones', phone_number: '201-555-0102' });
const anotherAnn = buildCustomer({ name: 'Ann Smith', phone_number: '973-555-0177' });
const regulars = buildCustomerGroup({ name: 'Regulars', member_count: 1 });
const vip = buildCustomerGroup({ name: 'VIP', member_count: 12 });

const groupsAnswer = (groups: CustomerGroup[]) => answer(200, { success: true, data: { groups } });
const customersAnswer = () => answer(200, { success: true, message: '3 customers', data: { customers: [ann, bob, anotherAnn] } });
const member = (customer: typeof ann) => ({ id: customer.id, name: customer.name, phone_number: customer.phone_number });

/** The fake API as an admin sees it, with the groups' list and the customers. */
function renderTab(groups: CustomerGroup[], handlers: Record<string, Handler> = {}) {
  const fetchMock = fakeApi(
    { 'GET /api/customer-groups': () => groupsAnswer(groups), 'GET /api/customers': customersAnswer, ...handlers },
    'admin',
  );
  // With the toast the shell shows saves and deletes in.
  renderWithProviders(
    <>
      <ManageGroupsTab />
      <FeedbackToast />
    </>,
  );
  return fetchMock;
}

afterEach(() => act(() => dismissFeedback()));

const rowNames = () => screen.queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent));
const dialog = () => screen.getByRole('dialog');
const nameField = () => within(dialog()).getByLabelText(/Group name/) as HTMLInputElement;
const saveButton = (name = 'Create Group') => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;

/** Picks a customer in the members' search by typing and clicking the option. */
async function pick(search: string, optionName: string) {
  const input = within(dialog()).getByRole('combobox', { name: 'Customers' });
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: optionName }));
}

describe('the Manage Groups tab', () => {
  cleanUpAfterEach();

  it("shows a loading state, then 'No customer groups created yet' when there are none", async () => {
    const list = deferred<Response>();
    renderTab([], { 'GET /api/customer-groups': () => list.promise });
    expect(screen.getByText('Loading groups...')).toBeTruthy();
    list.resolve(groupsAnswer([]));
    expect(await screen.findByText('No customer groups created yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the groups with their member counts, Edit and Delete', async () => {
    renderTab([regulars, vip]);
    const row = await screen.findByRole('row', { name: /Regulars/ });
    expect(within(row).getByRole('button', { name: 'Edit Regulars' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Regulars' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Members' })).toBeTruthy();
    expect(rowNames()).toEqual([
      ['Regulars', '1'],
      ['VIP', '12'],
    ]);
  });

  it("says 'Failed to load customer groups' with the server's reason, and loads again on Retry", async () => {
    let calls = 0;
    renderTab([], {
      'GET /api/customer-groups': () =>
        ++calls === 1 ? answer(500, { success: false, message: 'Database unavailable', code: 'INTERNAL_ERROR' }) : groupsAnswer([vip]),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load customer groups')).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /VIP/ })).toBeTruthy();
  });

  it('keeps Create Group disabled while the name is blank', async () => {
    const fetchMock = renderTab([]);
    await screen.findByText('No customer groups created yet');
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(within(dialog()).getByRole('heading', { name: 'Create Group' })).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(nameField(), { target: { value: '   ' } });
    expect(saveButton().disabled).toBe(true);
    expect(within(dialog()).getByText('Group name is required')).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: 'VIP' } });
    expect(saveButton().disabled).toBe(false);
    fireEvent.change(nameField(), { target: { value: '' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.submit(nameField().closest('form') as HTMLFormElement);
    expect(requestsTo(fetchMock, 'POST /api/customer-groups')).toEqual([]);
  });

  it('creates a group with the trimmed name and the chosen customers (told apart by phone), then reads the list again', async () => {
    let groups: CustomerGroup[] = [];
    const created = buildCustomerGroup({ name: 'VIP', member_count: 2 });
    const fetchMock = renderTab([], {
      'GET /api/customer-groups': () => groupsAnswer(groups),
      'POST /api/customer-groups': () => {
        groups = [created];
        return answer(201, { success: true, data: { group: created } });
      },
    });
    await screen.findByText('No customer groups created yet');
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    fireEvent.change(nameField(), { target: { value: '  VIP ' } });
    // The customers to pick from are in.
    await within(dialog()).findByPlaceholderText('Search by name or phone');
    await pick('973', 'Ann Smith · (973) 555-0177');
    await pick('bob', 'Bob Jones · (201) 555-0102');
    expect(within(dialog()).getByText('2 customers selected')).toBeTruthy();
    fireEvent.click(saveButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, 'POST /api/customer-groups').map((request) => request.body)).toEqual([
      { name: 'VIP', member_ids: [anotherAnn.id, bob.id] },
    ]);
    expect(await screen.findByRole('row', { name: /VIP/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Group VIP created');
  });

  it("says 'Failed to save group' with the server's reason and stays open", async () => {
    const reason = `member_ids: ${bob.id} is not a customer of your company`;
    renderTab([], { 'POST /api/customer-groups': () => answer(400, { success: false, message: reason, code: 'VALIDATION_FAILED' }) });
    await screen.findByText('No customer groups created yet');
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    fireEvent.change(nameField(), { target: { value: 'VIP' } });
    fireEvent.click(saveButton());

    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByText('Failed to save group')).toBeTruthy();
    expect(within(alert).getByText(reason)).toBeTruthy();
    expect(nameField().value).toBe('VIP');
  });

  it('edits a group from its current members and sends the new name and members with its id', async () => {
    const fetchMock = renderTab([regulars], {
      'GET /api/customer-groups': ({ url }) =>
        url.searchParams.get('id') === regulars.id
          ? answer(200, { success: true, data: { group: regulars, members: [member(ann)] } })
          : groupsAnswer([regulars]),
      'PUT /api/customer-groups': () => answer(200, { success: true, data: { group: { ...regulars, name: 'Weekly', member_count: 2 } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Regulars' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit Group' })).toBeTruthy();
    await waitFor(() => expect(nameField().value).toBe('Regulars'));
    expect(within(dialog()).getByText('1 customer selected')).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: 'Weekly' } });
    await pick('bob', 'Bob Jones · (201) 555-0102');
    fireEvent.click(saveButton('Update Group'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, 'PUT /api/customer-groups').map((request) => request.body)).toEqual([
      { id: regulars.id, name: 'Weekly', member_ids: [ann.id, bob.id] },
    ]);
  });

  it("starts an edit from the group's members as they are now, not as an earlier opening read them", async () => {
    let members = [member(ann)];
    renderTab([regulars], {
      'GET /api/customer-groups': ({ url }) =>
        url.searchParams.get('id') ? answer(200, { success: true, data: { group: regulars, members } }) : groupsAnswer([regulars]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Regulars' }));
    expect(await within(dialog()).findByText('1 customer selected')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    members = [member(ann), member(bob)];
    fireEvent.click(screen.getByRole('button', { name: 'Edit Regulars' }));
    expect(within(dialog()).getByText('Loading group...')).toBeTruthy();
    expect(await within(dialog()).findByText('2 customers selected')).toBeTruthy();
  });

  it("says 'Failed to load group' when the group cannot be read", async () => {
    renderTab([regulars], {
      'GET /api/customer-groups': ({ url }) =>
        url.searchParams.get('id')
          ? answer(404, { success: false, message: 'Customer group not found', code: 'NOT_FOUND' })
          : groupsAnswer([regulars]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Regulars' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByText('Failed to load group')).toBeTruthy();
    expect(within(alert).getByText('Customer group not found')).toBeTruthy();
    expect(within(dialog()).queryByLabelText(/Group name/)).toBeNull();
  });

  it('deletes a group only once confirmed', async () => {
    let groups = [regulars, vip];
    const fetchMock = renderTab([], {
      'GET /api/customer-groups': () => groupsAnswer(groups),
      'DELETE /api/customer-groups': ({ body }) => {
        groups = groups.filter((group) => group.id !== (body as { id: string }).id);
        return answer(200, { success: true, message: 'Customer group deleted' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete VIP' }));
    expect(within(dialog()).getByRole('heading', { name: 'Delete Group' })).toBeTruthy();
    expect(within(dialog()).getByText('Are you sure you want to delete the group "VIP"? Its customers are kept.')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, 'DELETE /api/customer-groups')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete VIP' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, 'DELETE /api/customer-groups').map((request) => request.body)).toEqual([{ id: vip.id }]);
    await waitFor(() => expect(rowNames()).toEqual([['Regulars', '1']]));
    expect(screen.getByRole('status').textContent).toContain('Group VIP deleted');
  });

  it("says 'Failed to delete group' and keeps the dialog open when the delete fails", async () => {
    renderTab([vip], {
      'DELETE /api/customer-groups': () => answer(404, { success: false, message: 'Customer group not found', code: 'NOT_FOUND' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete VIP' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByText('Failed to delete group')).toBeTruthy();
    expect(within(alert).getByText('Customer group not found')).toBeTruthy();
  });
});
