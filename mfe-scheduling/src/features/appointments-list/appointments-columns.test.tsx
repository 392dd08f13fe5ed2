// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanUpAfterEach, fakeApi } from '../../testing/fake-api';
import { appointment, conflictMapOf, conflictWith, monthOf, NOVEMBER, openList } from './list-fixtures';
import { VISIBLE_COLUMNS_STORAGE_KEY } from './visible-columns';

const api = () =>
  fakeApi({
    'GET /api/appointments': monthOf([
      appointment('a1', { is_recurring: true, recurring_sequence: 1, recurring_total: 4, recurring_group_id: 'g1' }),
    ]),
    'GET /api/conflict-cache-simple': conflictMapOf({ a1: [conflictWith('a9')] }),
  });
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

/** A screen `width` pixels wide, as far as media queries go. */
function screenWidth(width: number) {
  const maxWidth = (query: string) => Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= maxWidth(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('appointments page: columns and narrow screens', () => {
  cleanUpAfterEach();
  afterEach(() => {
    localStorage.clear();
  });

  // The first opening loads the popover's code.
  it('hides and shows columns from the Columns popover, and remembers the choice in local storage', { timeout: 15_000 }, async () => {
    api();
    openList(NOVEMBER);
    await screen.findByRole('row', { name: /Jane Doe/ });
    expect(headers()).toEqual(['Date', 'Time', 'Customer', 'Groomer', 'Status', 'Recurring', 'Actions']);

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const popover = await screen.findByRole('dialog', { name: 'Show columns' }, { timeout: 10_000 });
    const choices = within(popover).getByRole('group', { name: 'Show columns' });
    const boxes = within(choices).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual(['Date', 'Time', 'Customer', 'Dog', 'Groomer', 'Status', 'Price', 'Recurring', 'Actions']);
    expect(boxes.map((box) => box.checked)).toEqual([true, true, true, false, true, true, false, true, true]);
    expect((within(popover).getByRole('checkbox', { name: 'Date' }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(popover).getByRole('checkbox', { name: 'Groomer' }));
    fireEvent.click(within(popover).getByRole('checkbox', { name: 'Recurring' }));
    fireEvent.click(within(popover).getByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(headers()).toEqual(['Date', 'Time', 'Customer', 'Actions']));
    expect((within(popover).getByRole('checkbox', { name: 'Groomer' }) as HTMLInputElement).checked).toBe(false);
    expect(JSON.parse(localStorage.getItem(VISIBLE_COLUMNS_STORAGE_KEY) ?? 'null')).toEqual(['date', 'time', 'customer', 'actions']);

    // The button closes it and opens it again.
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Show columns' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await screen.findByRole('dialog', { name: 'Show columns' });

    cleanup();
    openList(NOVEMBER);
    await screen.findByRole('row', { name: /Jane Doe/ });
    expect(headers()).toEqual(['Date', 'Time', 'Customer', 'Actions']);
  });

  it('shows the dog and the price when chosen, a price not yet set as blank', { timeout: 15_000 }, async () => {
    fakeApi({
      'GET /api/appointments': monthOf([
        appointment('a1', { dog_name: 'Biscuit', charged_amount: 1084.5 }),
        appointment('a2', { customer: { name: 'Sam Lee' }, dog_name: null, charged_amount: null }),
      ]),
      'GET /api/conflict-cache-simple': conflictMapOf(),
    });
    openList(NOVEMBER);
    await screen.findByRole('row', { name: /Jane Doe/ });
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const popover = await screen.findByRole('dialog', { name: 'Show columns' }, { timeout: 10_000 });
    fireEvent.click(within(popover).getByRole('checkbox', { name: 'Dog' }));
    fireEvent.click(within(popover).getByRole('checkbox', { name: 'Price' }));
    await waitFor(() => expect(headers()).toEqual(['Date', 'Time', 'Customer', 'Dog', 'Groomer', 'Status', 'Price', 'Recurring', 'Actions']));
    const cellsOf = (name: RegExp) => within(screen.getByRole('row', { name })).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cellsOf(/Jane Doe/)[3]).toBe('Biscuit');
    expect(cellsOf(/Jane Doe/)[6]).toBe('$1,084.50');
    expect(cellsOf(/Sam Lee/)[3]).toBe('');
    expect(cellsOf(/Sam Lee/)[6]).toBe('');
  });

  it('on a screen 768px wide or narrower, merges date and time, hides Time, Recurring and Actions, and opens a row on click', async () => {
    screenWidth(768);
    api();
    const { location } = openList(NOVEMBER);
    const row = await screen.findByRole('row', { name: /Jane Doe/ });
    expect(headers()).toEqual(['Date', 'Customer', 'Groomer', 'Status']);
    const dateCell = within(row).getAllByRole('cell')[0] as HTMLElement;
    expect(within(dateCell).getByText('Fri, Nov 20, 2026')).toBeTruthy();
    expect(within(dateCell).getByText('2:30 PM')).toBeTruthy();
    expect(within(dateCell).getByText('Conflict')).toBeTruthy();
    expect(within(row).queryByRole('link', { name: 'Edit' })).toBeNull();

    fireEvent.click(within(row).getByText('Jane Doe'));
    await waitFor(() => expect(location.href).toBe('/edit-appointment/a1'));
  });

  it('keeps the wide table on a screen wider than 768px', async () => {
    screenWidth(769);
    api();
    openList(NOVEMBER);
    await screen.findByRole('row', { name: /Jane Doe/ });
    expect(headers()).toEqual(['Date', 'Time', 'Customer', 'Groomer', 'Status', 'Recurring', 'Actions']);
  });
});
