// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Service } from '@groombook/contracts';
import { ROUTES } from '@groombook/routes';
import { buildAppointment, buildPet } from '@groombook/ui-testing';
import { answer, cleanUpAfterEach } from '../../testing/fake-api';
import { renderWithToast } from '../../shared/appointment-form/testing/render-with-toast';
import { AddAppointmentPage } from './add-appointment-page';
import { EditAppointmentPage } from './edit-appointment-page';
import { ann, bella } from '../../shared/appointment-form/testing/fixtures';
import { formApi, saved, sentBody } from '../../shared/appointment-form/testing/form-api';
import { chooseGroomer, field, submitButton, type } from '../../shared/appointment-form/testing/form-screen';

const sizes = <T,>(small: T, medium: T, large: T, extraLarge: T) => ({ small, medium, large, extra_large: extraLarge });
const groom: Service = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Full groom', kind: 'service', prices: sizes(60, 75, 95, 120), durations: sizes(60, 90, 120, 150), active: true, position: 1 };
const nails: Service = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Nails', kind: 'add_on', prices: sizes(15, 15, 20, 20), durations: sizes(15, 15, 15, 15), active: true, position: 2 };
const menu = { 'GET /api/services': () => answer(200, { success: true, services: [groom, nails] }) };
const moose = buildPet({ name: 'Moose', customer_id: ann.id, size: 'large' });

function openAddPage(handlers = {}) {
  const fetchMock = formApi({ ...menu, 'POST /api/appointments': saved(201, 'Appointment successfully added!'), ...handlers });
  renderWithToast(
    <Routes>
      <Route path="/add-appointment" element={<AddAppointmentPage />} />
    </Routes>,
    { route: `/add-appointment?customerId=${ann.id}` },
  );
  return fetchMock;
}

const check = async (label: RegExp) => fireEvent.click(await screen.findByRole('checkbox', { name: label }));

describe('appointment form: services from the menu', { timeout: 15_000 }, () => {
  cleanUpAfterEach();

  it('prices the services at the chosen size and fills the price and duration from their sum', async () => {
    const fetchMock = openAddPage();
    type('Dog size', 'medium');
    await check(/^Full groom · \$75\.00 · 90 min/);
    await check(/^Nails · \$15\.00 · 15 min/);
    expect(field('Service price').value).toBe('90');
    expect(field('Duration (minutes)').value).toBe('105');
    await chooseGroomer(bella.name);
    type('Dog name', 'Rex');
    fireEvent.click(submitButton());
    await screen.findByRole('status');
    expect(sentBody(fetchMock, 'POST', '/api/appointments')).toMatchObject({
      services: [{ service_id: groom.id }, { service_id: nails.id }],
      dog_size: 'medium',
      customer_id: ann.id,
      dog_name: 'Rex',
      charged_amount: 90,
      duration_minutes: 105,
      price_overridden: false,
    });
  });

  it('takes the size from the chosen pet', async () => {
    openAddPage({ 'GET /api/pets': () => answer(200, { success: true, message: '1 pet', data: { pets: [moose] } }) });
    type('Dog name', 'Moose');
    await waitFor(() => expect(field('Dog size').value).toBe('large'));
    await check(/^Full groom · \$95\.00 · 120 min/);
    expect(field('Service price').value).toBe('95');
  });

  it('keeps a typed price, marked as typed, with a way back to the menu price', async () => {
    const fetchMock = openAddPage();
    type('Dog size', 'small');
    await check(/^Full groom/);
    type('Service price', '50');
    expect(await screen.findByText('Price typed by hand (menu price $60.00)')).toBeTruthy();
    await check(/^Nails/);
    expect(field('Service price').value).toBe('50');

    fireEvent.click(screen.getByRole('button', { name: 'Use menu price' }));
    expect(field('Service price').value).toBe('75');
    type('Service price', '70');
    await chooseGroomer(bella.name);
    type('Dog name', 'Rex');
    fireEvent.click(submitButton());
    await screen.findByRole('status');
    expect(sentBody(fetchMock, 'POST', '/api/appointments')).toMatchObject({ charged_amount: 70, price_overridden: true });
  });

  it('shows the lines an appointment was booked with and leaves them alone unless the services change', async () => {
    const booked = buildAppointment({
      charged_amount: 60,
      lines: [{ service_id: null, name: 'Old bath', kind: 'service', dog_size: 'small', price: 60, duration_minutes: 90 }],
    });
    const fetchMock = formApi({ ...menu, 'GET /api/appointments': () => answer(200, { success: true, message: 'ok', appointment: booked }), 'PUT /api/appointments': saved(200, 'Appointment successfully updated!') });
    renderWithToast(
      <Routes>
        <Route path={ROUTES.editAppointment.path} element={<EditAppointmentPage />} />
      </Routes>,
      { route: `/edit-appointment/${booked.id}` },
    );
    expect(await screen.findByText('Booked for: Old bath ($60.00, 90 min)')).toBeTruthy();
    expect(field('Dog size').value).toBe('small');
    fireEvent.click(submitButton());
    await screen.findByRole('status');
    const body = sentBody(fetchMock, 'PUT', '/api/appointments') as Record<string, unknown>;
    expect(body).not.toHaveProperty('services');
    expect(body).toMatchObject({ charged_amount: 60, price_overridden: false });
  });

  it("labels the total with the company's tax rate", async () => {
    openAddPage({ 'GET /api/company-settings': () => answer(200, { success: true, settings: { tax_rate_percent: 8.25, booking_mode: 'request', booking_buffer_minutes: 0, cancel_cutoff_hours: 24 } }) });
    type('Service price', '100');
    expect((await screen.findByLabelText('Total with Tax (8.25%)') as HTMLInputElement).value).toBe('$108.25');
  });
});
