import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmButtonProps {
  /** The button's text. */
  children: ReactNode;
  /** The button's accessible name when its text alone is not enough ('Suspend Acme'). */
  'aria-label'?: string;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  /** The dialog's title, question and confirm button; `danger` makes that button red. */
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** While the action runs: the confirm button spins and Cancel is disabled. */
  busy?: boolean;
  /** Called as the dialog opens (to clear the previous attempt's error, say). */
  onOpen?: () => void;
  /**
   * The action, once confirmed. The dialog stays open until `close` is called, so the
   * action decides when: when it settles, or only when it fails (a success that leaves the page).
   */
  onConfirm: (close: () => void) => void;
}

/** A button that acts only after a yes in a confirmation dialog (suspend, disable, delete...). */
export function ConfirmButton({ children, title, message, confirmLabel, danger, busy, onOpen, onConfirm, ...button }: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);

  return (
    <>
      <Button
        {...button}
        onClick={() => {
          onOpen?.();
          setConfirming(true);
        }}
      >
        {children}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        danger={danger}
        busy={busy}
        onConfirm={() => onConfirm(close)}
        onCancel={close}
      />
    </>
  );
}
