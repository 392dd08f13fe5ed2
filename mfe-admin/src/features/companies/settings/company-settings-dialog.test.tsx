// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminApp from '../../../app';
import { answer, cleanUpAfterEach, deferred, fakeApi, type Handler } from '../../../testing/fake-api';
import { pawsCompany } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';

async function openSettings(handlers: Record<string, Handler>) {
  const fetchMock = fakeApi({
    'GET /api/companies': () => answer(200, { success: true, data: { companies: [pawsCompany] } }),
    ...handlers,
  });
  renderWithProviders(<AdminApp />);
  const card = await screen.findByRole('article', { name: pawsCompany.name });
  fireEvent.click(within(card).getByRole('button', { name: 'Company Settings' }));
  const dialog = screen.getByRole('dialog', { name: 'Company Settings' });
  return { fetchMock, dialog };
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;

describe('company settings dialog', () => {
  cleanUpAfterEach();

  it('shows progress while demo data is created, then the counts returned', async () => {
    const created = deferred<Response>();
    const { dialog, fetchMock } = await openSettings({ 'POST /api/demo-data': () => created.promise });

    fireEvent.click(button(dialog, 'Create Demo Data'));
    expect(await within(dialog).findByText('Creating demo data...')).toBeTruthy();
    expect(button(dialog, 'Create Demo Data').disabled).toBe(true);
    expect(button(dialog, 'Update Name').disabled).toBe(true);
    const [url] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
    expect(String(url)).toBe(`/api/demo-data?companyId=${pawsCompany.id}`);

    created.resolve(answer(200, { success: true, data: { customers: 25, groomers: 4, appointments: 120 } }));
    const toast = await screen.findByText('Created 25 customers, 4 groomers and 120 appointments');
    expect(within(dialog).queryByText('Created 25 customers, 4 groomers and 120 appointments')).toBeNull();
    expect(toast.closest('[role="status"]')).toBeTruthy();
    expect(within(dialog).queryByText('Creating demo data...')).toBeNull();
    expect(button(dialog, 'Create Demo Data').disabled).toBe(false);
  });

  it("says 'Failed to create demo data' when it fails", async () => {
    const { dialog } = await openSettings({ 'POST /api/demo-data': () => new Response('', { status: 500 }) });
    fireEvent.click(button(dialog, 'Create Demo Data'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to create demo data');
  });

  it('renames the company and updates its card', async () => {
    const renamed = { ...pawsCompany, name: 'Paws & Bubbles' };
    const { dialog, fetchMock } = await openSettings({
      'PUT /api/companies': () => answer(200, { success: true, company: renamed }),
    });
    expect(button(dialog, 'Update Name').disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Company Name/), { target: { value: 'Paws & Bubbles ' } });
    fireEvent.click(button(dialog, 'Update Name'));

    expect((await screen.findByRole('status')).textContent).toContain('Company name updated to Paws & Bubbles');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ id: pawsCompany.id, name: 'Paws & Bubbles' });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Paws & Bubbles' })).toBeTruthy());
  });

  it("says 'Failed to update company name' with the server's reason", async () => {
    const { dialog } = await openSettings({
      'PUT /api/companies': () => answer(409, { success: false, message: 'Name already taken', code: 'CONFLICT' }),
    });
    fireEvent.change(within(dialog).getByLabelText(/Company Name/), { target: { value: 'Bark Avenue' } });
    fireEvent.click(button(dialog, 'Update Name'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to update company name');
    expect(alert.textContent).toContain('Name already taken');
  });

  it('saves the SMS settings (contact line; the time zone kept) with the name unchanged', async () => {
    const saved = { ...pawsCompany, sms_contact_line: 'Call us at 201-555-0100' };
    const { dialog, fetchMock } = await openSettings({
      'PUT /api/companies': () => answer(200, { success: true, company: saved }),
    });
    expect(button(dialog, 'Save SMS Settings').disabled).toBe(true);
    expect((within(dialog).getByRole('combobox', { name: /Time zone/ }) as HTMLInputElement).value).toBe(pawsCompany.time_zone);
    fireEvent.change(within(dialog).getByLabelText(/SMS contact line/), { target: { value: ' Call us at 201-555-0100 ' } });
    fireEvent.click(button(dialog, 'Save SMS Settings'));

    expect((await screen.findByRole('status')).textContent).toContain('SMS settings saved');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      id: pawsCompany.id,
      name: pawsCompany.name,
      time_zone: pawsCompany.time_zone,
      sms_contact_line: 'Call us at 201-555-0100',
      sms_number: pawsCompany.sms_number,
      sms_messaging_service_sid: null,
    });
  });

  it('gives the company its texting number and messaging service, saved with the SMS settings', async () => {
    const sid = `MG${'0123456789abcdef'.repeat(2)}`;
    const saved = { ...pawsCompany, sms_number: '+12015550123', sms_messaging_service_sid: sid };
    const { dialog, fetchMock } = await openSettings({
      'PUT /api/companies': () => answer(200, { success: true, company: saved }),
    });
    const number = within(dialog).getByLabelText(/Texting number/) as HTMLInputElement;
    expect(number.value).toBe(pawsCompany.sms_number);
    expect(within(dialog).getByText(/customers' replies to it reach this company only/)).toBeTruthy();
    fireEvent.change(number, { target: { value: ' +1 (201) 555-0123 ' } });
    fireEvent.change(within(dialog).getByLabelText(/Twilio messaging service SID/), { target: { value: sid } });
    fireEvent.click(button(dialog, 'Save SMS Settings'));

    expect((await screen.findByRole('status')).textContent).toContain('SMS settings saved');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ id: pawsCompany.id, sms_number: '+12015550123', sms_messaging_service_sid: sid });
  });

  it('removes the texting number when the field is emptied (null: the company cannot text)', async () => {
    const { dialog, fetchMock } = await openSettings({
      'PUT /api/companies': () => answer(200, { success: true, company: { ...pawsCompany, sms_number: null } }),
    });
    fireEvent.change(within(dialog).getByLabelText(/Texting number/), { target: { value: '  ' } });
    fireEvent.click(button(dialog, 'Save SMS Settings'));
    expect((await screen.findByRole('status')).textContent).toContain('SMS settings saved');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ sms_number: null, sms_messaging_service_sid: null });
  });

  it("says 'Failed to save SMS settings' with the server's reason when another company has the number (409)", async () => {
    const { dialog } = await openSettings({
      'PUT /api/companies': () => answer(409, { success: false, message: 'Another company already texts from +12015550123', code: 'CONFLICT' }),
    });
    fireEvent.change(within(dialog).getByLabelText(/Texting number/), { target: { value: '+12015550123' } });
    fireEvent.click(button(dialog, 'Save SMS Settings'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to save SMS settings');
    expect(alert.textContent).toContain('Another company already texts from +12015550123');
  });

  it("says 'Failed to save SMS settings' with the server's reason", async () => {
    const { dialog } = await openSettings({
      'PUT /api/companies': () => answer(400, { success: false, message: 'sms_contact_line: SMS contact line is too long', code: 'VALIDATION_FAILED' }),
    });
    fireEvent.change(within(dialog).getByLabelText(/SMS contact line/), { target: { value: 'Call us' } });
    fireEvent.click(button(dialog, 'Save SMS Settings'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to save SMS settings');
    expect(alert.textContent).toContain('SMS contact line is too long');
  });
});
