import { Alert, Anchor, Box, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { policeListCsv, type PoliceListItem } from '@/domain/police-list';
import { itemTypeLabel } from '@/domain/item-types';
import { inFoundOrder } from '@/domain/police-paperwork';
import { useBilingual } from '@/i18n/use-bilingual';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { usePoliceHandover } from '../api/disposition-actions';
import { PoliceListHeader } from './police-list-header';
import { COLUMNS, rowOf, type Column } from './police-list-rows';

/** On paper only the list shows, on A4 in landscape, every column in full. */
const PRINT_CSS = `
@media print {
  @page { size: A4 landscape; margin: 10mm; }
  body * { visibility: hidden; }
  [data-police-list], [data-police-list] * { visibility: visible; }
  [data-police-list] { position: absolute; left: 0; top: 0; width: 100%; font-size: 9pt; }
  [data-police-list] button, [data-police-list] [data-print-hidden] { display: none; }
  [data-police-list] [data-print-wide] { overflow: visible !important; }
  [data-police-list] table { min-width: 0 !important; }
  [data-police-list] tr { break-inside: avoid; }
}
`;

/**
 * The printable submission of one police handover (the facility's 提出書 under the Lost Property
 * Act's enforcement rules, art. 26; docs/police-handover.md): the facility, its occupant and
 * claims, the person submitting, then every item in the order found with what the police ask of
 * it, headings in Japanese and English, and a box for the station's receipt stamp. The same rows
 * export as CSV.
 */
export function PoliceHandoverList({
  hotelId,
  handoverId,
  hotelName,
}: {
  hotelId: string;
  handoverId: string;
  /** The hotel's name, for handovers made before the facility was kept with them. */
  hotelName: string;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const { ready, both } = useBilingual();
  const handover = usePoliceHandover(handoverId);
  if (handover.status === 'loading' || !ready) return <PageLoader />;
  if (handover.status === 'error')
    return (
      <Alert color="red">{t('items.errorFetching', { detail: handover.error.message })}</Alert>
    );
  const data = handover.data;
  if (!data || data.hotelId !== hotelId)
    return (
      <Alert color="yellow" role="alert">
        {t('disposition.police.notFound')}
      </Alert>
    );
  const dateLabels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const itemLabel = (item: PoliceListItem) =>
    [itemTypeLabel(item.itemType, dt), item.itemName].filter(Boolean).join(' · ');
  const header = Object.fromEntries(
    COLUMNS.map((column) => [column, both(`policePaperwork.list.columns.${column}`)]),
  ) as Record<Column, string>;
  const ordered = inFoundOrder(data.items);
  const rows = ordered.map((item, index) => rowOf(item, index, both, itemLabel, dateLabels));
  const facility = data.facility;
  const incomplete = !facility || !facility.address || !facility.phone || !facility.occupant;
  const download = () => {
    const csv = policeListCsv(
      COLUMNS.map((column) => header[column]),
      rows.map((row) => COLUMNS.map((column) => row[column])),
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `police-handover-${data.date}-${data.id}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Stack gap="md" py="md" data-police-list>
      <style>{PRINT_CSS}</style>
      <Anchor component={Link} to={paths.policeHandovers.getHref(hotelId)} data-print-hidden>
        {t('disposition.police.allHandovers')}
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {both('policePaperwork.list.title')}
        </Title>
        <Group>
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={download}>
            {t('disposition.police.exportCsv')}
          </Button>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('policePaperwork.list.print')}
          </Button>
        </Group>
      </Group>
      {incomplete && (
        <Alert color="yellow" data-print-hidden>
          {t('policePaperwork.list.missingSettings')}
        </Alert>
      )}
      <PoliceListHeader data={data} hotelName={hotelName} both={both} />
      {data.note && <Text size="sm">{data.note}</Text>}
      <Text size="sm">{both('policePaperwork.list.itemCount', { count: rows.length })}</Text>
      <Box style={{ overflowX: 'auto' }} data-print-wide>
        <Table
          withTableBorder
          withColumnBorders
          miw={1100}
          aria-label={both('policePaperwork.list.title')}
        >
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column} w={column === 'no' ? 48 : undefined}>
                  {header[column]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={ordered[index]?.id ?? index}>
                {COLUMNS.map((column) => (
                  <Table.Td key={column} style={{ whiteSpace: 'pre-line' }}>
                    {row[column]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
