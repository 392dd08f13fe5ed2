// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, cleanUpAfterEach, fakeApi } from '../../testing/fake-api';
import { pawsCompany } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CreateCompanyDialog } from './create-company-dialog';

function openDialog() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<CreateCompanyDialog onCreated={onCreated} onClose={onClose} />);
  const nameInput = screen.getByLabelText(/Company Name/) as HTMLInputElement;
  const createButton = screen.getByRole('button', { name: 'Create Company' }) as HTMLButtonElement;
  return { onCreated, onClose, nameInput, createButton };
}

describe('create-company dialog', () => {
  cleanUpAfterEach();

  it('requires a company name: the create button stays disabled while it is empty', () => {
    fakeApi({});
    const { nameInput, createButton } = openDialog();
    expect(createButton.disabled).toBe(true);
    expect(screen.queryByText('Company name is required')).toBeNull();

    fireEvent.change(nameInput, { target: { value: '   ' } });
    expect(screen.getByText('Company name is required')).toBeTruthy();
    expect(createButton.disabled).toBe(true);

    fireEvent.change(nameInput, { target: { value: 'Paws & Suds' } });
    expect(screen.queryByText('Company name is required')).toBeNull();
    expect(createButton.disabled).toBe(false);
  });

  it('creates the company with the trimmed name, then hands over to the page reload', async () => {
    const fetchMock = fakeApi({ 'POST /api/companies': () => answer(201, { success: true, company: pawsCompany }) });
    const { nameInput, createButton, onCreated } = openDialog();
    fireEvent.change(nameInput, { target: { value: '  Paws & Suds ' } });
    fireEvent.click(createButton);

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Paws & Suds' });
  });

  it("shows 'Failed to create company' with the server's message in the dialog when creation fails", async () => {
    fakeApi({
      'POST /api/companies': () =>
        answer(409, { success: false, message: 'A company with this name already exists', code: 'CONFLICT' }),
    });
    const { nameInput, createButton, onCreated } = openDialog();
    fireEvent.change(nameInput, { target: { value: 'Paws & Suds' } });
    fireEvent.click(createButton);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to create company')).toBeTruthy();
    expect(within(alert).getByText('A company with this name already exists')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to create company' when the server says nothing readable", async () => {
    fakeApi({ 'POST /api/companies': () => new Response('Bad gateway', { status: 502 }) });
    const { nameInput, createButton } = openDialog();
    fireEvent.change(nameInput, { target: { value: 'Paws & Suds' } });
    fireEvent.click(createButton);

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create company');
  });
});
