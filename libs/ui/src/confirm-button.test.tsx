// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ConfirmButton, type ConfirmButtonProps } from './confirm-button';
import { theme } from './theme';

function renderButton(props: Partial<ConfirmButtonProps> = {}) {
  return render(
    <MantineProvider theme={theme} env="test">
      <ConfirmButton aria-label="Suspend Acme" title="Suspend company" message="Suspend Acme?" confirmLabel="Yes, suspend" onConfirm={vi.fn()} {...props}>
        Suspend
      </ConfirmButton>
    </MantineProvider>,
  );
}

describe('ConfirmButton', () => {
  afterEach(cleanup);

  it('asks first, and acts only on the yes', () => {
    const onOpen = vi.fn();
    const onConfirm = vi.fn();
    renderButton({ onOpen, onConfirm });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Suspend Acme' }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Suspend company' }).textContent).toContain('Suspend Acme?');
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Yes, suspend' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('stays open until the action closes it', () => {
    let close: (() => void) | undefined;
    renderButton({ onConfirm: (done) => (close = done) });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend Acme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, suspend' }));
    expect(screen.getByRole('dialog')).toBeTruthy();

    close?.();
    return vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Cancel closes the dialog without acting', async () => {
    const onConfirm = vi.fn();
    renderButton({ onConfirm });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend Acme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be opened while disabled', () => {
    renderButton({ disabled: true });
    const button = screen.getByRole('button', { name: 'Suspend Acme' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
