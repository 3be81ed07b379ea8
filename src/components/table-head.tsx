import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table's header row: one header cell per column, in order ('' for a column of buttons). */
export function TableHead({ columns }: { columns: ReactNode[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => (
          // The columns of a table are fixed: their position is their identity.
          <Table.Th key={index}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
