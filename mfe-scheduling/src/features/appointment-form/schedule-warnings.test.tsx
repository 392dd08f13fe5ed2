// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { ScheduleBlock, ScheduleDay } from '@groombook/contracts';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { ROUTES } from '@groombook/routes';
import { buildAppointment, buildCustomer } from '@groombook/ui-testing';
import { answer, cleanUpAfterEach, requestsTo, type Handler } from '../../testing/fake-api';
import { renderWithToast } from '../../shared/appointment-form/testing/render-with-toast';
import { AddAppointmentPage } from './add-appointment-page';
import { EditAppointmentPage } from './edit-appointment-page';
import { ann, bella, storedAppointment } from '../../shared/appointment-form/testing/fixtures';
import { formApi, saved, sentBody } from '../../shared/appointment-form/testing/form-api';
import { chooseCustomer, chooseGroomer, field, pickTime, submitButton, type } from '../../shared/appointment-form/testing/form-screen';

/** A Monday. */
const DAY = '2026-03-02';
const open = { open: [{ start: '09:00', end: '19:00' }], closed_reason: null };
const bellaWorks = (working: { start: string; end: string }[]): ScheduleDay => ({ date: DAY, salon: open, groomers: [{ groomer_id: bella.id, working, away: null }] });
const bellaAway = (away: NonNullable<ScheduleDay['groomers'][number]['away']>, salon: ScheduleDay['salon'] = open): ScheduleDay => ({ date: DAY, salon, groomers: [{ groomer_id: bella.id, working: [], away }] });
/** Another customer's hour with Bella, 10:00 to 11:00. */
const other = buildAppointment({ date: DAY, time: '10:00', duration_minutes: 60, dog_name: 'Bo' }, { customer: buildCustomer({ name: 'Zoe Hart' }), groomer: bella });

function scheduleApi(day: ScheduleDay, { appointments = [other], blocks = [], extra = {} }: { appointments?: AppointmentListItem[]; blocks?: ScheduleBlock[]; extra?: Record<string, Handler> } = {}) {
  return formApi({
    'GET /api/schedule': () => answer(200, { success: true, days: [day], blocks }),
    'GET /api/appointments': ({ url }) =>
      url.searchParams.has('id')
        ? answer(200, { success: true, message: 'ok', appointment: storedAppointment })
        : answer(200, { success: true, appointments, total: appointments.length }),
    'POST /api/appointments': saved(201, 'Appointment successfully added!'),
    ...extra,
  });
}

function openAddPage() {
  renderWithToast(
    <Routes>
      <Route path="/add-appointment" element={<AddAppointmentPage />} />
    </Routes>,
    { route: '/add-appointment' },
  );
}

async function choose(time: string) {
  type('Date', DAY);
  pickTime(time);
  await chooseGroomer(bella.name);
}

const warning = () => screen.findByRole('status', { name: 'Check the schedule' });

describe('appointment form: schedule warnings while it is filled', { timeout: 15_000 }, () => {
  cleanUpAfterEach();

  it('warns that the groomer is busy then, offers the nearest free times as one-click buttons, and never stops saving', async () => {
    const fetchMock = scheduleApi(bellaWorks([{ start: '09:00', end: '19:00' }]));
    openAddPage();
    type('Date', DAY);
    pickTime('10:30 AM');
    // No groomer yet: nothing to warn of, nothing asked.
    expect(screen.queryByRole('status', { name: 'Check the schedule' })).toBeNull();
    expect(requestsTo(fetchMock, 'GET /api/schedule')).toHaveLength(0);
    await chooseGroomer(bella.name);

    const alert = await warning();
    expect(within(alert).getByText('Bella Ruiz is busy then')).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET /api/schedule')[0]?.url.search).toBe(`?from=${DAY}&to=${DAY}`);
    // 90 minutes (the form's duration) fit from 11:00 on, after Zoe's hour.
    expect(within(alert).getAllByRole('button').map((button) => button.textContent)).toEqual(['11:00 AM', '11:15 AM', '11:30 AM']);

    // Saving goes ahead despite the warning.
    await chooseCustomer(ann.name ?? '');
    type('Dog name', 'Rex');
    fireEvent.click(submitButton());
    await screen.findByText(/^Appointment successfully added!/);
    expect(sentBody(fetchMock, 'POST', '/api/appointments')).toMatchObject({ date: DAY, time: '10:30', groomer_id: bella.id });
  });

  it('sets the time in one click on a suggestion, and the warning goes', async () => {
    scheduleApi(bellaWorks([{ start: '09:00', end: '19:00' }]));
    openAddPage();
    await choose('10:30 AM');
    fireEvent.click(within(await warning()).getByRole('button', { name: '11:15 AM' }));
    expect(field('Time').value).toBe('11:15 AM');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Check the schedule' })).toBeNull());
  });

  it("warns of a time outside the groomer's working hours", async () => {
    scheduleApi(bellaWorks([{ start: '09:00', end: '13:00' }]), { appointments: [] });
    openAddPage();
    await choose('12:00 PM');
    const alert = await warning();
    expect(within(alert).getByText("Outside Bella Ruiz's working hours")).toBeTruthy();
    expect(within(alert).getAllByRole('button').map((button) => button.textContent)).toEqual(['11:00 AM', '11:15 AM', '11:30 AM']);
  });

  it('warns that a block of the groomer overlaps', async () => {
    const lunch: ScheduleBlock = { id: 'b1', groomer_id: bella.id, date: DAY, time: '12:00', duration_minutes: 60, label: 'Lunch' };
    scheduleApi(bellaWorks([{ start: '09:00', end: '19:00' }]), { appointments: [], blocks: [lunch] });
    openAddPage();
    await choose('11:30 AM');
    expect(within(await warning()).getByText('Bella Ruiz is busy then')).toBeTruthy();
  });

  it('warns of time off with its reason, and says there is no free time that day', async () => {
    scheduleApi(bellaAway({ kind: 'time_off', reason: 'Vacation' }));
    openAddPage();
    await choose('10:30 AM');
    const alert = await warning();
    expect(within(alert).getByText('Bella Ruiz is on time off: Vacation')).toBeTruthy();
    expect(within(alert).getByText('Bella Ruiz has no free time that day.')).toBeTruthy();
    expect(within(alert).queryByText('Bella Ruiz is busy then')).toBeNull();
  });

  it("warns of the groomer's day off, by weekday", async () => {
    scheduleApi(bellaAway({ kind: 'not_working', reason: null }));
    openAddPage();
    await choose('10:30 AM');
    expect(within(await warning()).getByText('Bella Ruiz does not work on Monday')).toBeTruthy();
  });

  it('warns that the salon is closed that day', async () => {
    scheduleApi(bellaAway({ kind: 'salon_closed', reason: null }, { open: [], closed_reason: 'Inventory' }));
    openAddPage();
    await choose('10:30 AM');
    expect(within(await warning()).getByText('The salon is closed that day')).toBeTruthy();
  });

  it('shows nothing when the groomer is free then', async () => {
    const fetchMock = scheduleApi(bellaWorks([{ start: '09:00', end: '19:00' }]));
    openAddPage();
    await choose('2:00 PM');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/schedule')).toHaveLength(1));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/appointments').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status', { name: 'Check the schedule' })).toBeNull();
  });

  it('takes the nearest free times from the availability of the chosen services at the dog size', async () => {
    const groom = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Full groom', kind: 'service', prices: { small: 60, medium: 75, large: 95, extra_large: 120 }, durations: { small: 60, medium: 90, large: 120, extra_large: 150 }, active: true, position: 1 };
    const fetchMock = scheduleApi(bellaWorks([{ start: '09:00', end: '19:00' }]), {
      extra: {
        'GET /api/services': () => answer(200, { success: true, services: [groom] }),
        'GET /api/availability': () => answer(200, { success: true, date: DAY, duration_minutes: 90, groomers: [{ groomer_id: bella.id, name: bella.name, times: ['09:00', '13:00', '13:15', '17:00'] }] }),
      },
    });
    openAddPage();
    type('Dog size', 'medium');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Full groom/ }));
    await choose('10:30 AM');
    await waitFor(async () => expect(within(await warning()).getAllByRole('button').map((button) => button.textContent)).toEqual(['9:00 AM', '1:00 PM', '1:15 PM']));
    const query = requestsTo(fetchMock, 'GET /api/availability')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ date: DAY, services: groom.id, dog_size: 'medium', groomer_id: bella.id });
  });

  it('leaves the appointment being edited out of what makes its groomer busy', async () => {
    const fetchMock = scheduleApi(bellaWorks([{ start: '09:00', end: '19:00' }]), { appointments: [storedAppointment] });
    renderWithToast(
      <Routes>
        <Route path={ROUTES.editAppointment.path} element={<EditAppointmentPage />} />
      </Routes>,
      { route: `/edit-appointment/${storedAppointment.id}` },
    );
    await waitFor(() => expect(field('Dog name').value).toBe('Rex'));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/schedule')).toHaveLength(1));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/appointments').some((request) => request.url.searchParams.has('month'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status', { name: 'Check the schedule' })).toBeNull();
  });
});
