import { useEffect, useRef, useState } from 'react';
import { Button, Page, SearchField } from '@groombook/ui';
import type { Groomer } from '@groombook/contracts';
import { GroomerDialog, type GroomerDialogTarget } from './groomer-dialog';
import { GroomerHoursDialog } from './groomer-hours-dialog';
import { GroomerList } from './groomer-list';
import { ROUTES } from '@groombook/routes';

/** /groomers (admins and super admins; the shell guards it): search, add, edit and delete groomers; their hours and time off. */
export function GroomersPage() {
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<GroomerDialogTarget | null>(null);
  const [hoursOf, setHoursOf] = useState<Groomer | null>(null);
  // The row's Hours button, which gets the focus back once the dialog has gone.
  const hoursOpener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (hoursOf || !hoursOpener.current) return;
    hoursOpener.current.focus();
    hoursOpener.current = null;
  }, [hoursOf]);

  return (
    <Page title={ROUTES.groomers.title} actions={<Button onClick={() => setDialog({ kind: 'add' })}>Add Groomer</Button>}>
      <SearchField label="Search groomers" placeholder="Search groomers..." value={search} onChange={setSearch} />
      <GroomerList
        search={search}
        onEdit={(groomer) => setDialog({ kind: 'edit', groomer })}
        onDelete={(groomer) => setDialog({ kind: 'delete', groomer })}
        onHours={(groomer, opener) => {
          hoursOpener.current = opener;
          setHoursOf(groomer);
        }}
      />
      {dialog && <GroomerDialog target={dialog} onClose={() => setDialog(null)} />}
      {hoursOf && <GroomerHoursDialog groomer={hoursOf} onClose={() => setHoursOf(null)} />}
    </Page>
  );
}
