import { Avatar, Badge, Group, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import type { DashboardTab, SortState } from '@/domain/dashboard';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { TAB_COLUMNS, type DashboardRow } from './dashboard-rows';

/**
 * One dashboard tab's rows (spec §2): sortable column headers (the first click sorts ascending,
 * later clicks toggle), rows that open their item or match by click or Enter, unviewed lost rows
 * highlighted.
 */
export function DashboardTable({
  tab,
  rows,
  sort,
  search,
  onSort,
}: {
  tab: DashboardTab;
  rows: DashboardRow[];
  sort: SortState;
  /** The search the rows answer (kept on the table for tests and tools that wait for it). */
  search: string;
  onSort: (column: string) => void;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const columns = TAB_COLUMNS[tab];
  return (
    <ScrollArea>
      <Table
        highlightOnHover
        striped
        miw={720}
        aria-label={t(`dashboard.tabs.${tab}`)}
        data-search={search}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('dashboard.columns.image')}</Table.Th>
            {columns.map((column) => (
              <Table.Th
                key={column}
                aria-sort={
                  sort.column === column
                    ? sort.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                <UnstyledButton onClick={() => onSort(column)}>
                  <Group gap={4} wrap="nowrap">
                    <Text fw={600} size="sm">
                      {dt(`dashboard.columns.${column}`)}
                    </Text>
                    {sort.column !== column ? (
                      <IconSelector size={14} />
                    ) : sort.direction === 'asc' ? (
                      <IconChevronUp size={14} />
                    ) : (
                      <IconChevronDown size={14} />
                    )}
                  </Group>
                </UnstyledButton>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <DashboardTableRow key={row.id} row={row} columns={columns} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/**
 * A body cell as Mantine's Table.Td renders it (the same classes), as a plain element: a page of
 * 50 rows has about 350 cells, and Table.Td's styling machinery was a sizeable part of the time
 * before the first rows are painted.
 */
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;

/**
 * One row. Rows are built once per list change, so while typing a search only the rows that come
 * into view render; the others are the same objects and skip rendering.
 */
const DashboardTableRow = memo(function DashboardTableRow({
  row,
  columns,
}: {
  row: DashboardRow;
  columns: readonly string[];
}) {
  const navigate = useNavigate();
  return (
    <Table.Tr
      onClick={() => void navigate(row.href)}
      onKeyDown={(event) => event.key === 'Enter' && void navigate(row.href)}
      tabIndex={0}
      style={{ cursor: 'pointer', fontWeight: row.highlight ? 700 : undefined }}
      bg={row.highlight ? 'var(--mantine-color-yellow-light)' : undefined}
      data-unviewed={row.highlight || undefined}
    >
      <td className={CELL_CLASS}>
        {row.imageUrl ? (
          <Avatar src={row.imageUrl} radius="sm" size={36} alt="" />
        ) : (
          <Avatar radius="sm" size={36}>
            <ItemTypeIcon type={row.itemType} />
          </Avatar>
        )}
      </td>
      {columns.map((column, index) => (
        <td key={column} className={CELL_CLASS}>
          {row.cells[column]?.text}
          {index === 0 && row.mark && (
            <Badge color="indigo.9" ml="xs" size="sm">
              {row.mark}
            </Badge>
          )}
        </td>
      ))}
    </Table.Tr>
  );
});
