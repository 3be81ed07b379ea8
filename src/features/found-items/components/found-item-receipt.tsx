import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import { itemTypeLabel } from '@/domain/item-types';
import { paletteLabel } from '@/domain/matching/palette';
import { DEFAULT_POLICE_SETTINGS, formatYen, handedInByGuest } from '@/domain/police-paperwork';
import { useDocument } from '@/hooks/use-live';
import { useBilingual } from '@/i18n/use-bilingual';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { useFoundItem } from '../api/found-item-actions';

/** On paper only the receipt shows, on A5 in portrait. */
const PRINT_CSS = `
@media print {
  @page { size: A5 portrait; margin: 10mm; }
  body * { visibility: hidden; }
  [data-receipt], [data-receipt] * { visibility: visible; }
  [data-receipt] { position: absolute; left: 0; top: 0; width: 100%; }
  [data-receipt] button, [data-receipt] [data-print-hidden] { display: none; }
}
`;

/**
 * The receipt (預り書) a guest who hands in an item may ask for (Lost Property Act): the item's
 * type and features, when the hotel received it, and the facility's name and address and its
 * occupant's name; in Japanese and English. Only for a finder who is not staff.
 */
export function FoundItemReceipt({
  hotelId,
  itemId,
  hotelName,
}: {
  hotelId: string;
  itemId: string;
  hotelName: string;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const { ready, both } = useBilingual();
  const item = useFoundItem(itemId);
  const hotel = useDocument('hotel', hotelId);
  if (item.status === 'loading' || hotel.status === 'loading' || !ready) return <PageLoader />;
  if (item.status === 'error')
    return <Alert color="red">{t('items.errorFetching', { detail: item.error.message })}</Alert>;
  const found = item.data;
  if (!found || found.hotelId !== hotelId)
    return (
      <Alert color="yellow" role="alert">
        {t('items.itemNotFound')}
      </Alert>
    );
  const back = (
    <Anchor component={Link} to={paths.foundItem.getHref(hotelId, itemId)} data-print-hidden>
      {t('policePaperwork.receipt.back')}
    </Anchor>
  );
  if (!handedInByGuest(found))
    return (
      <Stack gap="md" py="md">
        {back}
        <Alert color="yellow" role="alert">
          {t('policePaperwork.receipt.notGuest')}
        </Alert>
      </Stack>
    );
  const police = hotel.data?.settings.police ?? DEFAULT_POLICE_SETTINGS;
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const features = [
    [itemTypeLabel(found.itemType, dt), found.itemName].filter(Boolean).join(' · '),
    found.colour && paletteLabel(found.colour, 'ja'),
    found.brand,
    found.description,
    found.cashValue &&
      `${both('policePaperwork.list.columns.cash')}: ${formatYen(found.cashValue)}`,
  ]
    .filter(Boolean)
    .join('\n');
  const place = [
    found.roomNumber && both('policePaperwork.list.room', { room: found.roomNumber }),
    found.hotelComplex,
    found.otherLocation,
  ]
    .filter(Boolean)
    .join('\n');
  const rows: [string, string][] = [
    [both('policePaperwork.receipt.item'), features],
    [
      both('policePaperwork.list.columns.found'),
      [formatDate(found.dateFound, 'ja', labels), found.timeFound].filter(Boolean).join(' '),
    ],
    [both('policePaperwork.list.columns.place'), place],
    [both('policePaperwork.receipt.received'), formatDate(found.createdAt, 'ja', labels, true)],
    [both('policePaperwork.receipt.finder'), found.foundByNonHotelStaff],
    [both('policePaperwork.list.facility'), hotelName],
    [both('policePaperwork.list.address'), police.address],
    [both('policePaperwork.list.phone'), police.phone],
    [both('policePaperwork.list.occupant'), police.occupant],
  ];
  const incomplete = !police.address || !police.occupant;
  return (
    <Stack gap="md" py="md" maw={720} mx="auto" data-receipt>
      <style>{PRINT_CSS}</style>
      {back}
      <Group justify="space-between">
        <Title order={1} size="h2">
          {both('policePaperwork.receipt.title')}
        </Title>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('policePaperwork.receipt.print')}
        </Button>
      </Group>
      {incomplete && (
        <Alert color="yellow" data-print-hidden>
          {t('policePaperwork.list.missingSettings')}
        </Alert>
      )}
      <Text>{both('policePaperwork.receipt.intro')}</Text>
      <Table
        withTableBorder
        withColumnBorders
        variant="vertical"
        layout="fixed"
        aria-label={both('policePaperwork.receipt.title')}
      >
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="38%">{label}</Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {value || '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">{both('policePaperwork.receipt.note')}</Text>
    </Stack>
  );
}
