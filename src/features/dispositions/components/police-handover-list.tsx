import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import { policeListCsv, policeListFeatures, type PoliceListItem } from '@/domain/disposition';
import { itemTypeLabel } from '@/domain/item-types';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { usePoliceHandover } from '../api/disposition-actions';

/** On paper only the list shows, on A4 in landscape. */
const PRINT_CSS = `
@media print {
  @page { size: A4 landscape; margin: 12mm; }
  body * { visibility: hidden; }
  [data-police-list], [data-police-list] * { visibility: visible; }
  [data-police-list] { position: absolute; left: 0; top: 0; width: 100%; }
  [data-police-list] button, [data-police-list] [data-print-hidden] { display: none; }
}
`;

/**
 * Issue 17: the list of one police handover in the police form's column order (date found, place,
 * item, features, finder), as it was handed over; printable and exportable as CSV.
 */
export function PoliceHandoverList({
  hotelId,
  handoverId,
}: {
  hotelId: string;
  handoverId: string;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const handover = usePoliceHandover(handoverId);
  if (handover.status === 'loading') return <PageLoader />;
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
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const itemOf = (item: PoliceListItem) =>
    [itemTypeLabel(item.itemType, dt), item.itemName].filter(Boolean).join(' · ');
  const header = {
    no: t('disposition.police.columns.no'),
    dateFound: t('disposition.police.columns.dateFound'),
    place: t('disposition.police.columns.place'),
    item: t('disposition.police.columns.item'),
    features: t('disposition.police.columns.features'),
    finder: t('disposition.police.columns.finder'),
  };
  const download = () => {
    const csv = policeListCsv(data, header, itemOf, i18n.language);
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
          {t('disposition.police.listTitle')}
        </Title>
        <Group>
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={download}>
            {t('disposition.police.exportCsv')}
          </Button>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('labels.print')}
          </Button>
        </Group>
      </Group>
      <Text>
        {t('disposition.police.summary', {
          date: formatDate(data.date, i18n.language, labels),
          station: data.station,
          receipt: data.receiptNumber || '—',
          by: data.byName,
          count: data.items.length,
        })}
      </Text>
      {data.note && <Text size="sm">{data.note}</Text>}
      <Table withTableBorder withColumnBorders aria-label={t('disposition.police.listTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{header.no}</Table.Th>
            <Table.Th>{header.dateFound}</Table.Th>
            <Table.Th>{header.place}</Table.Th>
            <Table.Th>{header.item}</Table.Th>
            <Table.Th>{header.features}</Table.Th>
            <Table.Th>{header.finder}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((item, index) => (
            <Table.Tr key={item.id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{formatDate(item.dateFound, i18n.language, labels)}</Table.Td>
              <Table.Td>{item.place}</Table.Td>
              <Table.Td>{itemOf(item)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                {policeListFeatures(item, i18n.language)}
              </Table.Td>
              <Table.Td>{item.finder}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
