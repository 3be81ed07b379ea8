import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** A table row that opens `href`: on a click, or on Enter once Tab has given it focus. */
export function LinkRow({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Table.Tr
      onClick={() => void navigate(href)}
      onKeyDown={(event) => event.key === 'Enter' && void navigate(href)}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
    >
      {children}
    </Table.Tr>
  );
}
