// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { FastEntryDetails } from '@groombook/contracts';
import { answer, cleanUpAfterEach, requestsTo, type Handler } from '../../../testing/fake-api';
import { renderWithToast } from '../../../shared/appointment-form/testing/render-with-toast';
import { AddAppointmentPage } from '../add-appointment-page';
import { ann, bella } from '../../../shared/appointment-form/testing/fixtures';
import { formApi, saved, sentBody } from '../../../shared/appointment-form/testing/form-api';
import { field, submitButton } from '../../../shared/appointment-form/testing/form-screen';

const empty: FastEntryDetails = {
  customer_id: null,
  customer_name: null,
  dog_name: null,
  date: null,
  time: null,
  groomer_id: null,
  groomer_name: null,
  charged_amount: null,
  duration_minutes: null,
  notes: null,
};

/** The assistant's answer holding `text`. */
const replyWithText = (text: string): Handler => () => answer(200, { success: true, reader: 'built-in', response: { content: [{ type: 'text', text }] } });
const reply = (details: Partial<FastEntryDetails>) => replyWithText(JSON.stringify({ ...empty, ...details }));

const maria = {
  customer_id: ann.id,
  customer_name: 'Ann Smith',
  dog_name: 'Bella',
  date: '03/12/2026',
  time: '14:00',
  groomer_id: bella.id,
  groomer_name: bella.name,
  charged_amount: 80,
  duration_minutes: 45,
  notes: 'Small dog bath',
};

function openDialog(handlers: Record<string, Handler>) {
  const fetchMock = formApi(handlers);
  renderWithToast(
    <Routes>
      <Route path="/add-appointment" element={<AddAppointmentPage />} />
    </Routes>,
    { route: '/add-appointment' },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Fast Appointment Entry' }));
  return fetchMock;
}

// The dialog's code loads on the first opening, which takes seconds on a loaded machine.
const dialog = () => screen.findByRole('dialog', { name: 'Fast Appointment Entry' }, { timeout: 10_000 });
const sentence = async () => within(await dialog()).getByLabelText(/^Appointment details/) as HTMLTextAreaElement;
const write = async (text: string) => fireEvent.change(await sentence(), { target: { value: text } });
const pressEnter = async () => fireEvent.keyDown(await sentence(), { key: 'Enter' });

describe('Fast Appointment Entry', { timeout: 20_000 }, () => {
  cleanUpAfterEach();

  it('reads a sentence, shows the details for review, and fills the form with Enter, Enter; the appointment saves with them', async () => {
    const fetchMock = openDialog({ 'POST /api/fast-entry': reply(maria), 'POST /api/appointments': saved(201, 'Appointment successfully added!') });
    await write('  Bella for Ann Smith tomorrow 2pm with Bella, small dog bath, 45 min ');
    await pressEnter();

    const view = within(await dialog());
    expect((await view.findByRole('status')).textContent).toBe('Data parsed successfully! Review below and click "Apply to Form" to update.');
    expect(requestsTo(fetchMock, 'POST /api/fast-entry').map((r) => r.body)).toEqual([{ prompt: 'Bella for Ann Smith tomorrow 2pm with Bella, small dog bath, 45 min' }]);
    const rows = within(view.getByRole('table', { name: 'Parsed details' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'CustomerAnn Smith',
      'DogBella',
      'DateThu, Mar 12, 2026',
      'Time2:00 PM',
      `Groomer${bella.name}`,
      'Service price$80.00',
      'Duration45 minutes',
      'NotesSmall dog bath',
    ]);
    const apply = view.getByRole('button', { name: 'Apply to Form' });
    await waitFor(() => expect(document.activeElement).toBe(apply));
    // One action at a time: reading again is offered once the sentence changes.
    expect(view.queryByRole('button', { name: 'Fill Form' })).toBeNull();

    await pressEnter();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('status')).textContent).toBe('Form updated successfully!');
    expect(field('Date').value).toBe('2026-03-12');
    expect(field('Time').value).toBe('2:00 PM');
    expect(field('Duration (minutes)').value).toBe('45');
    await waitFor(() => expect(field('Customer').value).toBe('Ann Smith'));
    expect(field('Dog name').value).toBe('Bella');
    expect((screen.getByRole('combobox', { name: 'Groomer' }) as HTMLInputElement).value).toBe(bella.name);
    expect(field('Service price').value).toBe('80');
    expect(field('Notes').value).toBe('Small dog bath');

    fireEvent.click(submitButton());
    await screen.findByText(/^Appointment successfully added! Booked Bella with/);
    expect(sentBody(fetchMock, 'POST', '/api/appointments')).toMatchObject({
      date: '2026-03-12',
      time: '14:00',
      customer_id: ann.id,
      groomer_id: bella.id,
      dog_name: 'Bella',
      charged_amount: 80,
      notes: 'Small dog bath',
      duration_minutes: 45,
    });
  });

  it('asks for a sentence when the box is empty, and sends nothing', async () => {
    const fetchMock = openDialog({ 'POST /api/fast-entry': reply(maria) });
    await write('   ');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Fill Form' }));
    expect(await within(await dialog()).findByText('Please enter appointment details to parse.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/fast-entry')).toHaveLength(0);
  });

  it('hints to choose the customer and groomer when the sentence names ones the company does not have, and leaves them unchosen', async () => {
    openDialog({ 'POST /api/fast-entry': reply({ customer_name: 'Jenny', groomer_name: 'Alex', dog_name: 'Duke' }) });
    await write('Duke for Jenny with Alex');
    await pressEnter();
    const view = within(await dialog());
    expect(await view.findByText('Customer "Jenny" was not found in your customer list: please choose the customer in the Customer field.')).toBeTruthy();
    expect(view.getByText('Groomer "Alex" was not found among your groomers: please choose the groomer in the Groomer field.')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Apply to Form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Dog name').value).toBe('Duke');
    expect(field('Customer').value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Groomer' }) as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['a reply without a JSON object', replyWithText('Sorry, I could not read that.'), 'Could not understand the appointment details. Please try rephrasing or include more specific information.'],
    ['a reply outside the details', replyWithText('{"date": "tomorrow"}'), 'Could not understand the appointment details. Please try rephrasing or include more specific information.'],
    [
      'details with nothing of an appointment',
      reply({ notes: 'hello there' }),
      'No appointment information could be extracted from your text. Please try describing the appointment with more details like date, time, service, or customer name.',
    ],
    [
      "the server's refusal",
      () => answer(429, { success: false, message: 'Too many requests', code: 'RATE_LIMITED', type: 'rate_limit_error' }),
      'Backend API error: 429 - Too many requests (rate_limit_error)',
    ],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to process text. Please try again or check your input.'],
  ] as [string, Handler, string][])('says so on %s, and offers no Apply', async (_case, handler, message) => {
    openDialog({ 'POST /api/fast-entry': handler });
    await write('hello there');
    await pressEnter();
    const view = within(await dialog());
    expect((await view.findByRole('alert')).textContent).toBe(message);
    expect(view.queryByRole('button', { name: 'Apply to Form' })).toBeNull();
    expect(view.getByRole('button', { name: 'Fill Form' })).toBeTruthy();
  });

  it('sets the details aside when the sentence changes, and starts empty after Cancel', async () => {
    const fetchMock = openDialog({ 'POST /api/fast-entry': reply(maria) });
    await write('Bella for Ann tomorrow');
    await pressEnter();
    const view = within(await dialog());
    await view.findByRole('button', { name: 'Apply to Form' });
    await write('Bella for Ann friday');
    expect(view.queryByRole('button', { name: 'Apply to Form' })).toBeNull();
    expect(view.getByRole('button', { name: 'Fill Form' })).toBeTruthy();
    expect(view.queryByRole('table')).toBeNull();
    await pressEnter();
    await view.findByRole('button', { name: 'Apply to Form' });
    expect(requestsTo(fetchMock, 'POST /api/fast-entry')).toHaveLength(2);

    fireEvent.click(view.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Dog name').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Fast Appointment Entry' }));
    expect((await sentence()).value).toBe('');
    expect(within(await dialog()).queryByRole('table')).toBeNull();
  });
});
