import { useCallback, useState } from 'react';

/** The appointments table's columns, in order. */
export const APPOINTMENT_COLUMNS = [
  { id: 'date', label: 'Date' },
  { id: 'time', label: 'Time' },
  { id: 'customer', label: 'Customer' },
  { id: 'dog', label: 'Dog' },
  { id: 'groomer', label: 'Groomer' },
  { id: 'status', label: 'Status' },
  { id: 'price', label: 'Price' },
  { id: 'recurring', label: 'Recurring' },
  { id: 'actions', label: 'Actions' },
] as const;

export type AppointmentColumn = (typeof APPOINTMENT_COLUMNS)[number]['id'];

/** The date is always shown: it carries the conflict marker, and on narrow screens the time. */
export const ALWAYS_SHOWN_COLUMN: AppointmentColumn = 'date';

export const VISIBLE_COLUMNS_STORAGE_KEY = 'groombook.appointments.columns';

const ALL_COLUMNS: readonly AppointmentColumn[] = APPOINTMENT_COLUMNS.map((column) => column.id);
/** Shown only when chosen. */
const CHOSEN_ONLY: readonly string[] = ['dog', 'price'];
const DEFAULT_COLUMNS = ALL_COLUMNS.filter((column) => !CHOSEN_ONLY.includes(column));

function isColumn(value: unknown): value is AppointmentColumn {
  return typeof value === 'string' && (ALL_COLUMNS as readonly string[]).includes(value);
}

/** Only known columns, in the table's order, always with the date. */
function normalise(columns: readonly string[]): AppointmentColumn[] {
  return ALL_COLUMNS.filter((column) => column === ALWAYS_SHOWN_COLUMN || columns.includes(column));
}

/** The stored choice, or the default columns when nothing usable is stored (or storage is blocked). */
export function readVisibleColumns(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): AppointmentColumn[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(VISIBLE_COLUMNS_STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored)) return normalise(stored.filter(isColumn));
  } catch {
    // Unreadable or blocked storage: show the default columns.
  }
  return [...DEFAULT_COLUMNS];
}

function storeVisibleColumns(columns: readonly AppointmentColumn[]): void {
  try {
    globalThis.localStorage?.setItem(VISIBLE_COLUMNS_STORAGE_KEY, JSON.stringify(columns));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

/** The columns the user chose to see, kept in local storage across visits. */
export function useVisibleColumns() {
  const [columns, setColumns] = useState<AppointmentColumn[]>(() => readVisibleColumns());
  const choose = useCallback((next: readonly string[]) => {
    const chosen = normalise(next);
    storeVisibleColumns(chosen);
    setColumns(chosen);
  }, []);
  return [columns, choose] as const;
}
