import { Alert, Badge, Card, Group, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhotoGrid } from '@/components/photo-grid';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { countryName } from '@/domain/countries';
import { ownerOf } from '@/domain/dashboard';
import { formatDate } from '@/domain/dates';
import type { LostItem } from '@/domain/entities';
import { itemTypeLabel } from '@/domain/item-types';
import { displayPhone } from '@/domain/phone';
import { currentLanguage } from '@/i18n/i18n';
import { languageNameKey } from '@/i18n/language-names';
import { useDynamicT } from '@/i18n/use-dynamic-t';

/**
 * A read-only view of a lost-item report (the guest's own view, and the top of the staff view,
 * whose labels speak about the guest rather than to them).
 */
export function LostItemSummary({
  item,
  audience = 'guest',
}: {
  item: LostItem;
  audience?: 'guest' | 'staff';
}) {
  const { t, i18n } = useTranslation();
  const staff = audience === 'staff';
  const dt = useDynamicT();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const erasure = item.erasure ?? null;
  const erased = erasure?.erasedAt != null;
  // Erased personal data reads "Erased", not "N/A" that looks like a missing answer.
  const blank = erased ? t('guestData.erasedValue') : t('errors.notAvailable');
  const show = (value: string) => value.trim() || blank;
  const day = (date: Date | null) => formatDate(date, i18n.language, labels);
  // What the guest wrote is shown as written, marked in the report's language (its glyphs: Chinese
  // is not drawn with Japanese shapes); structured fields are in the reader's language.
  const written = item.language;
  const rows: [string, string, string?][] = [
    [t('lostForm.itemType'), itemTypeLabel(item.itemType, dt) || t('errors.notAvailable')],
    [t('lostForm.itemName'), show(item.itemName), item.itemName.trim() ? written : undefined],
    [t('lostForm.dateLost'), formatDate(item.dateLost, i18n.language, labels)],
    [
      staff ? t('lostStaff.locationLost') : t('lostForm.locationLost'),
      show(item.locationLost),
      item.locationLost.trim() ? written : undefined,
    ],
    [
      t('lostForm.description'),
      show(item.description),
      item.description.trim() ? written : undefined,
    ],
    [t('lostReport.name'), show(ownerOf(item, i18n.language))],
    [t('lostForm.email'), show(item.email)],
    [t('lostForm.phone'), show(displayPhone(item.phone))],
    [t('lostForm.country'), show(countryName(item.country, currentLanguage()))],
    [
      t('lostReport.stay'),
      item.stayDateFrom || item.stayDateUntil
        ? `${formatDate(item.stayDateFrom, i18n.language, labels)} – ${formatDate(item.stayDateUntil, i18n.language, labels)}`
        : blank,
    ],
    [t('lostReport.reportedAt'), formatDate(item.createdAt, i18n.language, labels, true)],
    ...(staff
      ? [[t('lostReport.language'), t(languageNameKey(item.language))] as [string, string]]
      : []),
  ];
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ItemTypeIcon type={item.itemType} size={24} />
            <Title order={1} size="h3" lang={item.itemName ? written : undefined}>
              {item.itemName || itemTypeLabel(item.itemType, dt)}
            </Title>
          </Group>
          <Badge color={item.status === 'matched' ? 'green' : 'gray'}>
            {dt(`itemStatus.${item.status}`)}
          </Badge>
        </Group>
        {erasure && erased && (
          <Alert
            color="gray"
            role="status"
            title={t('guestData.erasedOn', { date: day(erasure.erasedAt) })}
          >
            {erasure.reason ? dt(`guestData.reasons.${erasure.reason}`) : null}
          </Alert>
        )}
        {erasure && !erased && (
          <Alert color="yellow" role="status">
            {t('guestData.requestedOn', { date: day(erasure.requestedAt) })}
          </Alert>
        )}
        {/*
          Labels wrap only between words ("Description" never splits), so the label column is at
          least its longest word wide; values wrap anywhere (a long email), which keeps the table
          inside the card on a 320 px phone.
        */}
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value, lang]) => (
              <Table.Tr key={label}>
                <Table.Th w="38%" maw={180} style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
                  {label}
                </Table.Th>
                <Table.Td lang={lang} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <PhotoGrid urls={item.imageUrls} />
      </Stack>
    </Card>
  );
}
