import { Table, VisuallyHidden } from '@mantine/core';

export interface TableHeaderProps {
  columns: readonly string[];
  /** A last column for each row's buttons, named for screen readers only. */
  actions?: boolean;
}

export function TableHeader({ columns, actions = false }: TableHeaderProps) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
        {actions && (
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
