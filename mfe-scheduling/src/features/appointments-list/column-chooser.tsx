import { lazy, Suspense, useState } from 'react';
import { Button } from '@groombook/ui';
import type { AppointmentColumn } from './visible-columns';

export interface ColumnChooserProps {
  columns: readonly AppointmentColumn[];
  onChange: (columns: string[]) => void;
}

// The popover (Mantine's Popover, its checkboxes and the floating-element code, about 25 KB gzip) is not part
// of the list's first load: it is fetched when the pointer reaches the button or the button gets
// the focus, and shown, open, on the first click.
const loadColumnMenu = () => import('./column-menu');
const ColumnMenu = lazy(() => loadColumnMenu().then((module) => ({ default: module.ColumnMenu })));
const prefetchColumnMenu = () => {
  // A failed prefetch is tried again by the click, which shows its error.
  loadColumnMenu().catch(() => undefined);
};

/** The Columns button: a plain button until first clicked, then the popover of columns, opened. */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  const [menuWanted, setMenuWanted] = useState(false);
  const button = (
    <Button
      variant="default"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={prefetchColumnMenu}
      onFocus={prefetchColumnMenu}
      onClick={() => setMenuWanted(true)}
    >
      Columns
    </Button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <ColumnMenu columns={columns} onChange={onChange} />
    </Suspense>
  );
}
