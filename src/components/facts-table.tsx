import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One line of a record's facts: its label and its value. */
export type Fact = [label: string, value: ReactNode];

/**
 * A record's facts as a two-column table, label then value (an item's details, a disposition, a
 * pickup). Values keep their line breaks (notes, descriptions); `label` names the table.
 */
export function FactsTable({ rows, label }: { rows: readonly Fact[]; label?: string }) {
  return (
    <Table variant="vertical" withTableBorder aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={200}>{name}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
