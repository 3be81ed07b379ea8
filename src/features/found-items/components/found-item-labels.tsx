import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import { itemTypeLabel } from '@/domain/item-types';
import { labelPages, shortItemId, type LabelLayout } from '@/domain/labels';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { useFoundItem } from '../api/found-item-actions';

/**
 * Print CSS: on paper only the label sheet shows. A roll prints one 62 x 40 mm label a page; an A4
 * sheet 24 labels of 70 x 37 mm (3 x 8). On screen the labels show at their printed size.
 */
const PRINT_CSS = `
[data-label-page] { display: grid; gap: 0; box-sizing: border-box; background: white; color: black; }
[data-label-page='roll'] { width: 62mm; grid-template-columns: 62mm; margin-bottom: 4mm; }
[data-label-page='a4'] { width: 210mm; padding: 0; grid-template-columns: repeat(3, 70mm);
  grid-auto-rows: 37mm; margin-bottom: 4mm; }
[data-label] { box-sizing: border-box; overflow: hidden; display: flex; gap: 2mm; padding: 2mm;
  border: 0.2mm dashed #bbb; font-family: sans-serif; font-size: 8pt; line-height: 1.2; }
[data-label-page='roll'] [data-label] { height: 40mm; }
[data-label-page='a4'] [data-label] { height: 37mm; }
[data-label] svg { flex: none; width: 24mm; height: 24mm; }
[data-label-id] { font-size: 13pt; font-weight: 700; letter-spacing: 0.05em; }
@media print {
  body * { visibility: hidden; }
  [data-label-sheet], [data-label-sheet] * { visibility: visible; }
  [data-label-sheet] { position: absolute; left: 0; top: 0; }
  [data-label-page] { margin: 0; break-after: page; }
  [data-label] { border-color: transparent; }
}
`;

const PAGE_SIZE: Record<LabelLayout, string> = {
  roll: '@media print { @page { size: 62mm 40mm; margin: 0; } }',
  a4: '@media print { @page { size: A4; margin: 0; } }',
};

/** /{hotelId}/found-items/labels?ids=a,b: labels with a QR code to each item's page. */
export function FoundItemLabels({
  hotelId,
  hotelName,
  ids,
}: {
  hotelId: string;
  /** Printed on every label, so an item on a shared shelf or sent on says whose it is. */
  hotelName: string;
  ids: string[];
}) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<LabelLayout>('roll');
  if (ids.length === 0) return <Alert color="yellow">{t('labels.noneSelected')}</Alert>;
  return (
    <Stack gap="md" py="md">
      <style>{PRINT_CSS + PAGE_SIZE[layout]}</style>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('labels.title', { count: ids.length })}
        </Title>
        <Group>
          <SegmentedControl
            aria-label={t('labels.layout')}
            value={layout}
            onChange={(value) => setLayout(value)}
            data={[
              { value: 'roll', label: t('labels.roll') },
              { value: 'a4', label: t('labels.a4') },
            ]}
          />
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('labels.print')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t(layout === 'roll' ? 'labels.rollHint' : 'labels.a4Hint')}
      </Text>
      <div data-label-sheet>
        {labelPages(ids, layout).map((page) => (
          <div key={page[0]} data-label-page={layout}>
            {page.map((id) => (
              <FoundItemLabel key={id} hotelId={hotelId} hotelName={hotelName} itemId={id} />
            ))}
          </div>
        ))}
      </div>
    </Stack>
  );
}

/** The absolute URL of an item's page: what the label's QR code encodes. */
function itemPageUrl(hotelId: string, itemId: string, origin = window.location.origin) {
  return new URL(paths.foundItem.getHref(hotelId, itemId), origin).toString();
}

function FoundItemLabel({
  hotelId,
  hotelName,
  itemId,
}: {
  hotelId: string;
  hotelName: string;
  itemId: string;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const item = useFoundItem(itemId);
  if (item.status === 'loading') return <PageLoader />;
  const found = item.data;
  if (!found || found.hotelId !== hotelId)
    return (
      <div data-label>
        <Text size="xs">{t('labels.missing', { id: shortItemId(itemId) })}</Text>
      </div>
    );
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const id = shortItemId(found.id);
  return (
    <div data-label role="group" aria-label={t('labels.labelOf', { id })}>
      <QRCodeSVG
        value={itemPageUrl(hotelId, found.id)}
        size={256}
        marginSize={2}
        level="M"
        title={t('labels.qrOf', { id })}
        role="img"
        aria-label={t('labels.qrOf', { id })}
      />
      <div style={{ minWidth: 0 }}>
        <div>{hotelName}</div>
        <div data-label-id>{id}</div>
        <div>
          <b>{itemTypeLabel(found.itemType, dt) || t('errors.notAvailable')}</b>
        </div>
        {found.itemName && <div>{found.itemName}</div>}
        <div>
          {t('labels.found')}: {formatDate(found.dateFound, i18n.language, labels)}
        </div>
        <div>
          {t('labels.storage')}: {found.storageLocation || t('errors.notAvailable')}
        </div>
      </div>
    </div>
  );
}
