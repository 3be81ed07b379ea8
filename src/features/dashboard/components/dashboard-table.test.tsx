import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toLostItem } from '@/domain/records';
import i18n from '@/i18n/i18n';
import type { DynamicT } from '@/i18n/use-dynamic-t';
import { renderWithProviders } from '@/testing/render';
import { lostRows } from './dashboard-rows';
import { DashboardTable } from './dashboard-table';

/** A stored lost report as the dashboard's listener reads it. */
const report = (id: string, itemName: string, extra: Record<string, unknown> = {}) =>
  toLostItem(id, {
    hotelId: 'h',
    itemType: 'Wallet',
    itemName,
    dateLost: '2026-05-02',
    status: 'pending',
    viewed: true,
    ...extra,
  });

function renderLostTab(language: 'en' | 'ja') {
  const t = i18n.getFixedT(language) as unknown as DynamicT;
  const rows = lostRows(
    [
      report('waiting', 'Black wallet', {
        thread: { count: 1, unanswered: true, waitingSince: new Date() },
      }),
      report('answered', 'Brown wallet', { thread: { count: 2, unanswered: false } }),
      report('quiet', 'Red wallet'),
    ],
    { hotelId: 'h', t, locale: language, language },
  );
  renderWithProviders(
    <DashboardTable
      tab="lost"
      rows={rows}
      sort={{ column: 'date', direction: 'desc' }}
      search=""
      onSort={() => undefined}
    />,
  );
}

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('the lost tab marks reports whose guest waits for an answer', () => {
  it('shows "Unanswered" on that report only', () => {
    renderLostTab('en');
    expect(within(rowOf('Black wallet')).getByText('Unanswered')).toBeVisible();
    expect(within(rowOf('Brown wallet')).queryByText('Unanswered')).toBeNull();
    expect(within(rowOf('Red wallet')).queryByText('Unanswered')).toBeNull();
  });

  it('in Japanese too', () => {
    renderLostTab('ja');
    expect(within(rowOf('Black wallet')).getByText('未返信')).toBeVisible();
    expect(within(rowOf('Red wallet')).queryByText('未返信')).toBeNull();
  });
});

describe("the rows' cells", () => {
  it("are styled as the table's own cells (plain elements with Table.Td's classes)", () => {
    renderWithProviders(
      <Table aria-label="reference">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>reference cell</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const reference = screen.getByRole('cell', { name: 'reference cell' }).className;
    renderLostTab('en');
    const cells = within(rowOf('Red wallet')).getAllByRole('cell');
    expect(cells).toHaveLength(7);
    for (const cell of cells) expect(cell.className).toBe(reference);
  });
});
