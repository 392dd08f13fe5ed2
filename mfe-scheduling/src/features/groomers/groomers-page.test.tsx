// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import type { Groomer } from '@groombook/contracts';
import SchedulingApp from '../../app';
import { answer, cleanUpAfterEach, deferred, fakeApi, fakeRecords } from '../../testing/fake-api';
import { bella, max, rosie } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';

const listOf = (groomers: Groomer[]) => () => answer(200, { success: true, data: { assignees: groomers } });
const names = () => screen.queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const search = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search groomers' }), { target: { value: text } });

/** The page with the toast the shell shows saves and deletes in. */
const withToast = (
  <>
    <SchedulingApp />
    <FeedbackToast />
  </>
);

afterEach(() => act(() => dismissFeedback()));

describe('groomers page', () => {
  cleanUpAfterEach();

  it('shows the title, a loading state, then the groomers with Edit and Delete', async () => {
    const list = deferred<Response>();
    fakeApi({ 'GET /api/assignees': () => list.promise });
    renderWithProviders(withToast);
    // The page loads with its route.
    expect(await screen.findByRole('heading', { name: 'Groomers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Groomer' })).toBeTruthy();
    expect(screen.getByText('Loading groomers...')).toBeTruthy();

    list.resolve(listOf([bella, max])());
    const row = await screen.findByRole('row', { name: /Bella Ruiz/ });
    expect(within(row).getByRole('button', { name: 'Edit Bella Ruiz' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Bella Ruiz' })).toBeTruthy();
    expect(names()).toEqual(['Bella Ruiz', 'Max Turner']);
    expect(screen.queryByText('Loading groomers...')).toBeNull();
  });

  it("says 'No groomers added yet.' when there are none", async () => {
    fakeApi({ 'GET /api/assignees': listOf([]) });
    renderWithProviders(withToast);
    expect(await screen.findByText('No groomers added yet.')).toBeTruthy();
  });

  it('narrows the list with the fuzzy search, and says when nothing matches', async () => {
    fakeApi({ 'GET /api/assignees': listOf([bella, max, rosie]) });
    renderWithProviders(withToast);
    await screen.findByRole('row', { name: /Bella Ruiz/ });

    search('Bela');
    expect(names()).toEqual(['Bella Ruiz']);
    search('trner');
    expect(names()).toEqual(['Max Turner']);
    search('zzzz');
    expect(screen.getByText('No groomers found matching your search.')).toBeTruthy();
    expect(screen.queryByText('No groomers added yet.')).toBeNull();
    search('  ');
    expect(names()).toEqual(['Bella Ruiz', 'Max Turner', 'Rosie Chen']);
  });

  it("says 'Failed to load groomers. Please try again.' and loads again on Retry", async () => {
    let failing = true;
    fakeApi({
      'GET /api/assignees': () =>
        failing ? answer(500, { success: false, message: 'Internal error', code: 'INTERNAL_ERROR' }) : listOf([bella])(),
    });
    renderWithProviders(withToast);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load groomers. Please try again.')).toBeTruthy();

    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Bella Ruiz/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('adds a groomer through the dialog, shows them in the list and says so in the toast', async () => {
    const groomers = [bella];
    const fetchMock = fakeApi({
      'GET /api/assignees': () => listOf(groomers)(),
      'POST /api/assignees': ({ body }) => {
        const added = { id: rosie.id, name: (body as { name: string }).name };
        groomers.push(added);
        return answer(201, { success: true, data: { assignee: added } });
      },
    });
    renderWithProviders(withToast);
    await screen.findByRole('row', { name: /Bella Ruiz/ });

    fireEvent.click(screen.getByRole('button', { name: 'Add Groomer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Groomer' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: '  Rosie Chen  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('row', { name: /Rosie Chen/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Rosie Chen' });
    expect(screen.getByRole('status').textContent).toContain('Groomer Rosie Chen added');
  });

  it("deletes from the list's Delete button after a confirmation", async () => {
    const groomers = fakeRecords([bella, max], { success: true, message: 'Groomer deleted' });
    const fetchMock = fakeApi({ 'GET /api/assignees': () => listOf(groomers.items)(), 'DELETE /api/assignees': groomers.remove });
    renderWithProviders(withToast);
    const row = await screen.findByRole('row', { name: /Max Turner/ });

    fireEvent.click(within(row).getByRole('button', { name: 'Delete Max Turner' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Groomer' });
    expect(within(dialog).getByText('Are you sure you want to delete Max Turner?')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toEqual(['Bella Ruiz']);
    expect(screen.getByRole('status').textContent).toContain('Groomer Max Turner deleted');
  });
});
