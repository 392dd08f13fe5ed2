import { useRef, useState } from 'react';
import { formatTime12h } from '@groombook/domain';
import { TextInput } from '@groombook/ui';
import { CloseButton } from '@groombook/ui/controls';
import { TimePickerDialog } from './time-picker-dialog';

export interface TimeFieldProps {
  /** 'HH:MM' or '' (no time). */
  value: string;
  onChange: (time: string) => void;
  error?: string;
}

/** Shows the chosen time ('2:30 PM') or stays blank; clicking (or Enter/Space) opens the time picker. */
export function TimeField({ value, onChange, error }: TimeFieldProps) {
  const [picking, setPicking] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // The picker is unmounted as it closes (each opening starts afresh), before the dialog could
  // hand the focus back itself: the field takes it, so the keyboard carries on from here.
  function closePicker() {
    setPicking(false);
    field.current?.focus();
  }

  return (
    <>
      <TextInput
        ref={field}
        label="Time"
        readOnly
        placeholder="Choose a time"
        value={formatTime12h(value)}
        error={error}
        onClick={() => setPicking(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setPicking(true);
          }
        }}
        styles={{ input: { cursor: 'pointer' } }}
        rightSectionPointerEvents="all"
        rightSection={value ? <CloseButton aria-label="Remove time" size="sm" onClick={() => onChange('')} /> : null}
      />
      {picking && <TimePickerDialog opened value={value} onPick={onChange} onClose={closePicker} />}
    </>
  );
}
