// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, MantineProvider, TextInput } from '@mantine/core';
import { theme } from './theme';
import { useRequiredText } from './use-required-text';

const nameError = (value: string) => (value.trim() ? null : 'Name is required');

function NameForm({ initial = '' }: { initial?: string }) {
  const name = useRequiredText(initial, nameError);
  return (
    <form>
      <TextInput label="Name" {...name.inputProps} />
      <Button onClick={name.touch}>Save</Button>
      <output>{`value=${name.value} error=${name.error ?? 'none'}`}</output>
    </form>
  );
}

const show = (initial?: string) =>
  render(
    <MantineProvider theme={theme} env="test">
      <NameForm initial={initial} />
    </MantineProvider>,
  );
const field = () => screen.getByLabelText(/Name/) as HTMLInputElement;

describe('useRequiredText', () => {
  afterEach(cleanup);

  it('knows the error at once but shows it only once the field is typed in', () => {
    show();
    expect(screen.getByRole('status').textContent).toBe('value= error=Name is required');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(field().required).toBe(true);

    fireEvent.change(field(), { target: { value: '  ' } });
    expect(screen.getByText('Name is required')).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'Bella' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('value=Bella error=none');
  });

  it('shows the error once the field is left, or on an attempt to save', () => {
    show();
    fireEvent.blur(field());
    expect(screen.getByText('Name is required')).toBeTruthy();
    cleanup();

    show();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('starts from the value given', () => {
    show('Bella Ruiz');
    expect(field().value).toBe('Bella Ruiz');
  });
});
