import { Alert, Anchor, Box, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import type { PoliceHandover } from '@/domain/police-handover';
import { policeListCsv, policeListFeatures, type PoliceListItem } from '@/domain/police-list';
import { itemTypeLabel } from '@/domain/item-types';
import { FACILITY_CLAIMS, formatYen, inFoundOrder } from '@/domain/police-paperwork';
import { useBilingual, type BilingualT } from '@/i18n/use-bilingual';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { usePoliceHandover } from '../api/disposition-actions';

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

const COLUMNS = ['no', 'item', 'cash', 'found', 'place', 'handedIn', 'finder', 'rights'] as const;
type Column = (typeof COLUMNS)[number];

/** The place found, a room written as a room ("客室 502号室 / Room 502"); older lists as kept. */
function placeOf(item: PoliceListItem, both: BilingualT): string {
  const parts = [
    item.roomNumber && both('policePaperwork.list.room', { room: item.roomNumber }),
    item.hotelComplex,
    item.otherLocation,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('\n') : item.place;
}

/** The cells of one row, as printed and exported. */
function rowOf(
  item: PoliceListItem,
  index: number,
  both: BilingualT,
  itemLabel: (item: PoliceListItem) => string,
  dateLabels: { missing: string; invalid: string },
): Record<Column, string> {
  const notRecorded = both('policePaperwork.list.notRecorded');
  const yesNo = (value: boolean) =>
    both(value ? 'policePaperwork.list.yes' : 'policePaperwork.list.no');
  const found = [formatDate(item.dateFound, 'ja', dateLabels), item.timeFound]
    .filter(Boolean)
    .join(' ');
  const rights = item.guestFinder
    ? [
        ...(['expenses', 'reward', 'ownership'] as const).map(
          (right) =>
            `${both(`policePaperwork.rights.${right}`)}: ${yesNo(item.finderRights[right])}`,
        ),
        `${both('policePaperwork.rights.nameToOwner')}: ${both(
          item.finderRights.nameToOwner
            ? 'policePaperwork.list.consentYes'
            : 'policePaperwork.list.consentNo',
        )}`,
      ].join('\n')
    : '—';
  const finder = item.guestFinder
    ? [item.finder, item.finderContact || notRecorded].join('\n')
    : // Before the finder's kind was kept, the list printed the name alone.
      item.handedInAt === null
      ? item.finder
      : [both('policePaperwork.list.staffFinder'), item.finder].filter(Boolean).join('\n');
  return {
    no: String(index + 1),
    item: [itemLabel(item), policeListFeatures(item, 'ja')].filter(Boolean).join('\n'),
    cash: item.cashValue ? formatYen(item.cashValue) : '—',
    found,
    place: placeOf(item, both),
    handedIn: item.handedInAt ? formatDate(item.handedInAt, 'ja', dateLabels, true) : notRecorded,
    finder,
    rights,
  };
}

/** The facility, the submitter and the facility's claims above the list. */
function HeaderFacts({
  data,
  hotelName,
  both,
}: {
  data: PoliceHandover;
  hotelName: string;
  both: BilingualT;
}) {
  const facility = data.facility;
  const yesNo = (value: boolean) =>
    both(value ? 'policePaperwork.list.yes' : 'policePaperwork.list.no');
  const rows: [string, string][] = [
    [both('policePaperwork.list.facility'), facility?.name || hotelName],
    [both('policePaperwork.list.address'), facility?.address ?? ''],
    [both('policePaperwork.list.phone'), facility?.phone ?? ''],
    [both('policePaperwork.list.occupant'), facility?.occupant ?? ''],
    [both('policePaperwork.list.submittedBy'), data.byName],
    [both('policePaperwork.list.date'), formatDate(data.date, 'ja', { missing: '', invalid: '' })],
    [both('policePaperwork.list.station'), data.station],
    [both('policePaperwork.list.receiptNumber'), data.receiptNumber || '—'],
    [
      both('policePaperwork.list.facilityClaims'),
      facility
        ? FACILITY_CLAIMS.map(
            (claim) =>
              `${both(`policePaperwork.rights.${claim}`)}: ${yesNo(facility.claims[claim])}`,
          ).join('\n')
        : both('policePaperwork.list.notRecorded'),
    ],
  ];
  return (
    <Table withTableBorder withColumnBorders variant="vertical" layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="32%">{label}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-line' }}>{value || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

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
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box style={{ flex: 1 }}>
          <HeaderFacts data={data} hotelName={hotelName} both={both} />
        </Box>
        <Box
          role="group"
          aria-label={both('policePaperwork.list.stamp')}
          style={{
            width: '36mm',
            minWidth: '36mm',
            height: '36mm',
            border: '1px solid currentColor',
            padding: 4,
          }}
        >
          <Text size="xs">{both('policePaperwork.list.stamp')}</Text>
        </Box>
      </Group>
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
