import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FactsTable, type Fact } from '@/components/facts-table';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import type { Disposition } from '@/domain/disposition';
import type { FoundItem } from '@/domain/entities';
import { useDynamicT } from '@/i18n/use-dynamic-t';

/** How a found item left the shelf: the kind, when, who, and the kind's own facts. */
export function DispositionDetails({
  disposition,
  item,
}: {
  disposition: Disposition;
  item: FoundItem;
}) {
  const { t, i18n } = useTranslation();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const rows: Fact[] = [
    [t('disposition.fields.kind'), t(`itemStatus.${disposition.kind}`)],
    [t('disposition.fields.at'), formatDate(disposition.at, i18n.language, labels, true)],
    [
      t(
        disposition.kind === 'returned'
          ? 'disposition.fields.handedOverBy'
          : 'disposition.fields.by',
      ),
      `${disposition.byName} (${disposition.byEmail})`,
    ],
  ];
  if (disposition.kind === 'returned') {
    rows.push([t('disposition.fields.recipientName'), disposition.recipientName]);
    rows.push([
      t('disposition.fields.idChecked'),
      disposition.idChecked ? t('common.yes') : t('common.no'),
    ]);
  }
  if (disposition.kind === 'police') {
    rows.push([t('disposition.fields.station'), disposition.station]);
    rows.push([t('disposition.fields.receiptNumber'), disposition.receiptNumber || '—']);
    rows.push([
      t('disposition.fields.handoverDate'),
      formatDate(disposition.date, i18n.language, labels),
    ]);
    rows.push([
      t('disposition.fields.list'),
      <Anchor
        key="list"
        component={Link}
        to={paths.policeHandover.getHref(item.hotelId, disposition.handoverId)}
      >
        {t('disposition.openList')}
      </Anchor>,
    ]);
  }
  if (disposition.note) rows.push([t('disposition.fields.note'), disposition.note]);
  return <FactsTable rows={rows} label={t('disposition.title')} />;
}

/** The last revert of an item back on the shelf: what was reverted, by whom, when and why. */
export function ReversalNote({ reversal }: { reversal: NonNullable<FoundItem['lastReversal']> }) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  return (
    <Alert color="yellow" title={t('disposition.revertedTitle')}>
      <Text size="sm">
        {t('disposition.revertedBody', {
          from: dt(`itemStatus.${reversal.from}`),
          by: reversal.byEmail,
          at: formatDate(reversal.at, i18n.language, labels, true),
        })}
      </Text>
      <Text size="sm">{t('disposition.reasonIs', { reason: reversal.reason })}</Text>
    </Alert>
  );
}
