import { Card, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FactsTable, type Fact } from '@/components/facts-table';
import { PhotoGrid } from '@/components/photo-grid';
import { countryName } from '@/domain/countries';
import { foundLocationOf, ownerOf } from '@/domain/dashboard';
import { formatDate } from '@/domain/dates';
import type { FoundItem } from '@/domain/entities';
import { itemTypeLabel } from '@/domain/item-types';
import { FACILITY_CLAIMS, handedInByGuest } from '@/domain/police-paperwork';
import { displayPhone } from '@/domain/phone';
import type { DueInfo } from '@/domain/retention';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';

/** A guest finder's contact, the rights they claim and their consent to be named. */
function guestFinderFacts(found: FoundItem, t: TFunction): Fact[] {
  const claimed = FACILITY_CLAIMS.filter((right) => found.finderRights[right]).map((right) =>
    t(`policePaperwork.rights.${right}`),
  );
  return [
    [t('policePaperwork.facts.finderContact'), found.finderContact || t('errors.notAvailable')],
    [
      t('policePaperwork.facts.finderRights'),
      [
        claimed.length > 0 ? claimed.join(', ') : t('policePaperwork.facts.none'),
        t(
          found.finderRights.nameToOwner
            ? 'policePaperwork.facts.consent'
            : 'policePaperwork.facts.noConsent',
        ),
      ].join('; '),
    ],
  ];
}

/** Every field of a found item as label and value (N/A when empty), with its photos. */
export function FoundItemFacts({ found, due }: { found: FoundItem; due: DueInfo | null }) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const na = (text: string) => text.trim() || t('errors.notAvailable');

  const rows: Fact[] = [
    [t('foundForm.itemType'), na(itemTypeLabel(found.itemType, dt))],
    [t('foundForm.itemName'), na(found.itemName)],
    [t('foundForm.dateFound'), formatDate(found.dateFound, i18n.language, labels)],
    [t('policePaperwork.timeFound'), na(found.timeFound)],
    [t('dashboard.columns.location'), na(foundLocationOf(found))],
    [t('foundForm.storageLocation'), na(found.storageLocation)],
    [t('foundForm.description'), na(found.description)],
    [t('foundForm.cashValue'), na(found.cashValue)],
    [t('foundForm.comments'), na(found.comments)],
    [t('foundForm.finderName'), na(found.finderName)],
    [t('foundForm.foundByNonHotelStaff'), na(found.foundByNonHotelStaff)],
    ...(handedInByGuest(found) ? guestFinderFacts(found, t) : []),
    [t('dashboard.columns.owner'), na(ownerOf(found, i18n.language))],
    [t('foundForm.phone'), na(displayPhone(found.phone))],
    [t('foundForm.email'), na(found.email)],
    [t('foundForm.country'), na(countryName(found.country, currentLanguage()))],
    [t('foundForm.address'), na(found.address)],
    [t('foundForm.organisation'), na(found.organisation)],
  ];
  if (due) {
    rows.push([
      t('retention.daysInStorage'),
      t('retention.storedDays', { count: due.daysInStorage }),
    ]);
    rows.push([
      t('retention.dueDate'),
      `${formatDate(due.dueDate, i18n.language, labels)} (${dt(`retention.groups.${due.group}`)}, ${dt(`retention.after.${due.group}`)})`,
    ]);
  }
  if (found.status === 'discarded') {
    rows.push([
      t('dashboard.columns.discardedAt'),
      formatDate(found.discardedAt, i18n.language, labels, true),
    ]);
    rows.push([t('dashboard.columns.disposer'), na(found.disposer)]);
  }

  return (
    <Card withBorder padding="md">
      <FactsTable rows={rows} />
      <Stack mt="md">
        <PhotoGrid urls={found.imageUrls} />
      </Stack>
    </Card>
  );
}
