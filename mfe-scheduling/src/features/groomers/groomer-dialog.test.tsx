// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, cleanUpAfterEach, fakeApi } from '../../testing/fake-api';
import { bella } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { GroomerDialog, type GroomerDialogTarget } from './groomer-dialog';

const hasAppointments = 'This groomer has appointments. Reassign or delete them first.';

function openDialog(target: GroomerDialogTarget) {
  const onClose = vi.fn();
  renderWithProviders(<GroomerDialog target={target} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

const nameField = () => screen.getByLabelText(/Name/) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const sentBody = (fetchMock: ReturnType<typeof fakeApi>, method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

describe('groomer dialog', () => {
  cleanUpAfterEach();

  it("keeps Save disabled while the name is empty or blank and says 'Name is required' once touched", () => {
    fakeApi({});
    const { dialog } = openDialog({ kind: 'add' });
    expect(within(dialog).getByRole('heading', { name: 'Add Groomer' })).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(screen.queryByText('Name is required')).toBeNull();

    fireEvent.blur(nameField());
    expect(screen.getByText('Name is required')).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: '   ' } });
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(nameField(), { target: { value: 'Bella' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it('shows the error on submit of a blank name and sends nothing', () => {
    const fetchMock = fakeApi({});
    openDialog({ kind: 'add' });
    fireEvent.submit(nameField().closest('form') as HTMLFormElement);
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a groomer with the trimmed name, then closes', async () => {
    const fetchMock = fakeApi({
      'POST /api/assignees': () => answer(201, { success: true, data: { assignee: bella } }),
    });
    const { onClose } = openDialog({ kind: 'add' });
    fireEvent.change(nameField(), { target: { value: '  Bella Ruiz ' } });
    fireEvent.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock, 'POST')).toEqual({ name: 'Bella Ruiz' });
  });

  it('renames a groomer with the trimmed name', async () => {
    const fetchMock = fakeApi({
      'PUT /api/assignees': () => answer(200, { success: true, data: { assignee: { ...bella, name: 'Bella R.' } } }),
    });
    const { dialog, onClose } = openDialog({ kind: 'edit', groomer: bella });
    expect(within(dialog).getByRole('heading', { name: 'Edit Groomer' })).toBeTruthy();
    expect(nameField().value).toBe('Bella Ruiz');
    fireEvent.change(nameField(), { target: { value: ' Bella R. ' } });
    fireEvent.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock, 'PUT')).toEqual({ id: bella.id, name: 'Bella R.' });
  });

  it("says 'Failed to save groomer. Please try again.' and stays open when saving fails", async () => {
    fakeApi({
      'POST /api/assignees': () =>
        answer(400, { success: false, message: 'name: Groomer name is required', code: 'VALIDATION_FAILED' }),
    });
    const { onClose } = openDialog({ kind: 'add' });
    fireEvent.change(nameField(), { target: { value: 'Bella' } });
    fireEvent.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to save groomer. Please try again.')).toBeTruthy();
    expect(within(alert).getByText('name: Groomer name is required')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes in two steps: Delete asks, Confirm Delete deletes', async () => {
    const fetchMock = fakeApi({
      'DELETE /api/assignees': () => answer(200, { success: true, message: 'Groomer deleted' }),
    });
    const { onClose } = openDialog({ kind: 'edit', groomer: bella });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('heading', { name: 'Delete Groomer' })).toBeTruthy();
    expect(screen.getByText('Are you sure you want to delete Bella Ruiz?')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock, 'DELETE')).toEqual({ id: bella.id });
  });

  it('goes back to the form when the confirmation is cancelled', () => {
    const fetchMock = fakeApi({});
    const { onClose } = openDialog({ kind: 'edit', groomer: bella });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { name: 'Edit Groomer' })).toBeTruthy();
    expect(nameField().value).toBe('Bella Ruiz');
    expect(onClose).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the groomer has appointments (409)", async () => {
    fakeApi({
      'DELETE /api/assignees': () => answer(409, { success: false, message: hasAppointments, code: 'CONFLICT' }),
    });
    const { onClose } = openDialog({ kind: 'delete', groomer: bella });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to delete groomer. Please try again.')).toBeTruthy();
    expect(within(alert).getByText(hasAppointments)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Failed to delete groomer. Please try again.' when the call fails without a reason", async () => {
    fakeApi({ 'DELETE /api/assignees': () => Promise.reject(new TypeError('Failed to fetch')) });
    openDialog({ kind: 'delete', groomer: bella });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to delete groomer. Please try again.');
  });

  it("closes from the list's Delete confirmation when cancelled", () => {
    fakeApi({});
    const { onClose } = openDialog({ kind: 'delete', groomer: bella });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
