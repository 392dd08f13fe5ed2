import { lazy, Suspense, useState } from 'react';
import { Button } from '@groombook/ui';
import type { AppointmentFormValues } from '../../../shared/appointment-form/appointment-values';

// The dialog (and the reading of answers) loads on the first click: the form's page does not wait for it.
const FastEntryDialog = lazy(() => import('./fast-entry-dialog').then((m) => ({ default: m.FastEntryDialog })));

export interface FastEntryButtonProps {
  onApply: (values: Partial<AppointmentFormValues>) => void;
}

/** Opens the 'Fast Appointment Entry' dialog; applying its details closes it and hands them to the form. */
export function FastEntryButton({ onApply }: FastEntryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        Fast Appointment Entry
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FastEntryDialog
            onClose={() => setOpen(false)}
            onApply={(values) => {
              setOpen(false);
              onApply(values);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
