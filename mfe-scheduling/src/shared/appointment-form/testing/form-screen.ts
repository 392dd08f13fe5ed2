import { fireEvent, screen, within } from '@testing-library/react';

/** Ways a test (or a person) works the appointment form. */
/** The field with this label; a required field's ' *' is ignored. */
export const field = (label: string) =>
  screen.getByLabelText((content) => content.replace(/\s*\*\s*$/, '').trim() === label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const submitButton = () => screen.getByRole('button', { name: /^(Add Appointment|Save changes|Create \d+ Appointments)$/ }) as HTMLButtonElement;

export async function chooseGroomer(name: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Groomer' }));
  fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name }));
}

export function pickTime(label: string) {
  fireEvent.click(field('Time'));
  const dialog = screen.getByRole('dialog', { name: 'Select Time' });
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

/** Chooses the customer (required, as the dog name is) from the Customer dropdown. */
export async function chooseCustomer(name: string) {
  fireEvent.focus(await screen.findByRole('combobox', { name: /^Customer/ }));
  fireEvent.click(await within(screen.getByRole('listbox', { name: 'Customers' })).findByRole('option', { name }));
}
