// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, cleanUpAfterEach, deferred, fakeApi } from '../../testing/fake-api';
import { appointment, conflictMap, conflictMapOf, conflictWith, monthOf, NOVEMBER, openList } from './list-fixtures';

const month = monthOf([
  appointment('a1', { customer: { name: 'Jane Doe' } }),
  appointment('a2', { customer: { name: 'Sam Lee' }, time: '15:00' }),
  appointment('a3', { customer: { name: 'Ann Park' }, time: '09:00' }),
]);
const collisions = {
  a1: [conflictWith('a2')],
  a2: [conflictWith('a1', { time: '14:30', customerName: 'Jane Doe', customer_name: 'Jane Doe', dogName: 'Rex' })],
};
const conflicts = conflictMapOf(collisions);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const customers = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

describe('appointments page: conflicts', () => {
  cleanUpAfterEach();

  it("marks the appointments in the month's conflict map, the marker's title naming the colliding ones", async () => {
    fakeApi({ 'GET /api/appointments': month, 'GET /api/conflict-cache-simple': conflicts });
    openList(NOVEMBER);
    await screen.findByRole('row', { name: /Jane Doe/ });
    const marker = await within(rowOf('Jane Doe')).findByText('Conflict');
    expect(marker.closest('[title]')?.getAttribute('title')).toBe('Conflicts with: 3:00 PM Sam Lee (Fido)');
    expect(within(rowOf('Sam Lee')).getByText('Conflict').closest('[title]')?.getAttribute('title')).toBe(
      'Conflicts with: 2:30 PM Jane Doe (Rex)',
    );
    expect(within(rowOf('Ann Park')).queryByText('Conflict')).toBeNull();
  });

  it("'Show conflicts only' keeps the conflicting appointments, and is kept in the URL", async () => {
    fakeApi({ 'GET /api/appointments': month, 'GET /api/conflict-cache-simple': conflicts });
    const { location } = openList(NOVEMBER);
    await within(await screen.findByRole('row', { name: /Jane Doe/ })).findByText('Conflict');
    expect(customers()).toEqual(['Jane Doe', 'Sam Lee', 'Ann Park']);

    fireEvent.click(screen.getByRole('switch', { name: 'Show conflicts only' }));
    await waitFor(() => expect(customers()).toEqual(['Jane Doe', 'Sam Lee']));
    expect(location.href).toBe('/appointments?year=2026&month=11&conflicts=only');
    // The count line counts what is shown.
    expect(screen.getByText('2 of 3 appointments this month have conflicts')).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Show conflicts only' }));
    await waitFor(() => expect(customers()).toEqual(['Jane Doe', 'Sam Lee', 'Ann Park']));
    expect(screen.getByText('Showing 1 to 3 of 3 appointments')).toBeTruthy();
  });

  it("says 'Woof!' when the filter leaves nothing: a month without conflicts", async () => {
    fakeApi({ 'GET /api/appointments': month, 'GET /api/conflict-cache-simple': conflictMapOf() });
    openList(`${NOVEMBER}&conflicts=only`);
    expect((await screen.findByRole('switch', { name: 'Show conflicts only' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('No appointments with conflicts this month.')).toBeTruthy();
    expect(screen.getByText('Woof!')).toBeTruthy();
    // No count line beside it claiming the month's appointments are shown.
    expect(screen.queryByText(/Showing|have conflicts|has conflicts/)).toBeNull();
  });


  it('with conflicts only, waits for the conflict map before saying there are none', async () => {
    const map = deferred<Response>();
    fakeApi({ 'GET /api/appointments': month, 'GET /api/conflict-cache-simple': () => map.promise });
    openList(`${NOVEMBER}&conflicts=only`);
    await waitFor(() => expect(screen.getByText('Loading appointments...')).toBeTruthy());
    expect(screen.queryByText('Woof!')).toBeNull();

    map.resolve(conflictMap(collisions));
    await waitFor(() => expect(customers()).toEqual(['Jane Doe', 'Sam Lee']));
  });

  it('with conflicts only and no conflict map, says conflicts were not checked rather than that there are none', async () => {
    fakeApi({
      'GET /api/appointments': month,
      'GET /api/conflict-cache-simple': () => answer(503, { success: false, message: 'Unavailable', code: 'UNAVAILABLE' }),
    });
    openList(`${NOVEMBER}&conflicts=only`);
    expect(await screen.findByText('Conflicts could not be checked, so none are marked.')).toBeTruthy();
    expect(screen.queryByText('Woof!')).toBeNull();
    // Nothing is shown, so no count line says otherwise.
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('still lists the month when the conflict map fails, without markers, and says conflicts were not checked', async () => {
    fakeApi({
      'GET /api/appointments': month,
      'GET /api/conflict-cache-simple': () => answer(500, { success: false, message: 'Conflict cache down', code: 'INTERNAL_ERROR' }),
    });
    openList(NOVEMBER);
    expect(await screen.findByText('Conflicts could not be checked, so none are marked.')).toBeTruthy();
    expect(customers()).toEqual(['Jane Doe', 'Sam Lee', 'Ann Park']);
    expect(screen.queryByText('Conflict')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
