import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/layout/page-loader';
import {
  CN22_LIMIT_JPY,
  customsContents,
  customsDeclarationsOf,
  customsFormFor,
  LABEL_TEXT,
} from '@/domain/customs';
import { personName } from '@/domain/person-name';
import type { Hotel, Match } from '@/domain/entities';
import { useLostReport, useHotelDocument } from '../api/paperwork-data';
import { useMatch } from '../api/match-actions';
import { AddressLabel, CustomsDeclaration, type CustomsParty } from './customs-declaration';

export type PaperSize = 'a4' | 'label';

/**
 * Print CSS, as the found-item labels do it: on paper only the sheet shows, at the chosen size.
 * A4 puts the label and the declaration on one sheet; the 100 x 150 mm label stock prints the
 * address label, then the declaration, one a page.
 */
const PRINT_CSS = `
[data-paperwork-sheet] { background: white; color: black; font-family: sans-serif; font-size: 8pt;
  line-height: 1.25; }
[data-paperwork-page] { box-sizing: border-box; margin-bottom: 4mm; border: 0.2mm dashed #bbb;
  overflow: hidden; display: flex; flex-direction: column; gap: 4mm; }
[data-paperwork-page='a4'] { width: 210mm; min-height: 297mm; padding: 10mm; }
[data-paperwork-page='label'] { width: 100mm; height: 150mm; padding: 3mm; }
[data-address-label] { border: 0.3mm solid black; padding: 3mm; display: flex; flex-direction: column;
  gap: 3mm; }
[data-paperwork-page='a4'] [data-address-label] { width: 100mm; min-height: 70mm; }
[data-paperwork-page='label'] [data-address-label] { flex: 1; }
[data-label-to] { font-size: 12pt; padding-left: 8mm; }
[data-label-name] { font-weight: 700; }
[data-label-country] { font-weight: 700; text-transform: uppercase; }
[data-label-reference] { font-family: monospace; font-size: 10pt; }
[data-customs-form] { border: 0.3mm solid black; padding: 2mm; display: flex; flex-direction: column;
  gap: 1.5mm; }
[data-paperwork-page='label'] [data-customs-form] { flex: 1; font-size: 6.5pt; }
[data-customs-header] { display: flex; justify-content: space-between; font-size: 1.2em; }
[data-customs-code] { font-weight: 700; font-size: 1.4em; }
[data-customs-small] { font-size: 0.85em; color: #333; }
[data-customs-parties] { display: grid; grid-template-columns: 1fr 1fr; gap: 2mm; }
[data-customs-party] { border: 0.2mm solid black; padding: 1mm; }
[data-customs-categories] { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5mm 2mm; }
[data-customs-table] { border-collapse: collapse; width: 100%; }
[data-customs-table] th, [data-customs-table] td { border: 0.2mm solid black; padding: 0.8mm;
  text-align: left; vertical-align: top; font-weight: normal; }
[data-customs-table] th { font-size: 0.85em; }
[data-customs-signature] { min-height: 8mm; border-top: 0.2mm solid black; padding-top: 1mm; }
@media print {
  body * { visibility: hidden; }
  [data-paperwork-sheet], [data-paperwork-sheet] * { visibility: visible; }
  [data-paperwork-sheet] { position: absolute; left: 0; top: 0; }
  [data-paperwork-page] { margin: 0; border-color: transparent; break-after: page; }
}
`;

const PAGE_SIZE: Record<PaperSize, string> = {
  a4: '@media print { @page { size: A4; margin: 0; } }',
  label: '@media print { @page { size: 100mm 150mm; margin: 0; } }',
};

/**
 * /{hotelId}/matches/{id}/paperwork: the address label and the customs declaration of a match,
 * printed from the browser (no add-on). Staff give the declared value (the form follows it: CN22
 * up to the CN22 limit, CN23 above) and may reword the contents line.
 */
export function ShippingPaperwork({ hotelId, matchId }: { hotelId: string; matchId: string }) {
  const { t } = useTranslation();
  const match = useMatch(matchId);
  const hotel = useHotelDocument(hotelId);
  const lost = useLostReport(match.data?.lostItemId ?? null);
  if (match.status === 'loading' || hotel.status === 'loading') return <PageLoader />;
  if (!match.data || match.data.hotelId !== hotelId)
    return <Alert color="yellow">{t('matches.matchNotFound')}</Alert>;
  return (
    <PaperworkForm
      match={match.data}
      hotel={hotel.data ?? null}
      reference={lost.data?.reference ?? ''}
      declarations={customsDeclarationsOf(match.data)}
    />
  );
}

function PaperworkForm({
  match,
  hotel,
  reference,
  declarations,
}: {
  match: Match;
  hotel: Hotel | null;
  reference: string;
  declarations: string[];
}) {
  const { t } = useTranslation();
  const [size, setSize] = useState<PaperSize>('a4');
  const [value, setValue] = useState<number | null>(null);
  const [contents, setContents] = useState(() => customsContents(match.found));
  const form = customsFormFor(value);
  const police = hotel?.settings.police;
  const sender: CustomsParty = {
    name: hotel?.displayName ?? match.hotelId,
    address: police?.address ?? '',
    country: 'JAPAN',
    phone: police?.phone ?? '',
  };
  const recipient: CustomsParty = {
    // The form is read in English: a CJK name family name first, a Latin one given name first.
    name: personName(match.lost, 'en'),
    address: match.agreement.shippingAddress,
    country: (match.destinationCountry ?? match.lost.country).toUpperCase(),
  };
  const declaration = (
    <CustomsDeclaration
      form={form}
      sender={sender}
      recipient={recipient}
      contents={contents}
      weightKg={match.packageWeight}
      valueJpy={value}
      reference={reference}
      declarations={declarations}
    />
  );
  const label = (
    <AddressLabel sender={sender} recipient={recipient} reference={reference} labels={LABEL_TEXT} />
  );
  return (
    <Stack gap="md" py="md">
      <style>{PRINT_CSS + PAGE_SIZE[size]}</style>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('shippingPaperwork.title')}
        </Title>
        <Group>
          <SegmentedControl
            aria-label={t('shippingPaperwork.size')}
            value={size}
            onChange={(next) => setSize(next === 'label' ? 'label' : 'a4')}
            data={[
              { value: 'a4', label: t('shippingPaperwork.a4') },
              { value: 'label', label: t('shippingPaperwork.label') },
            ]}
          />
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('shippingPaperwork.print')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t(size === 'a4' ? 'shippingPaperwork.a4Hint' : 'shippingPaperwork.labelHint')}
      </Text>
      {!match.agreement.shippingAddress && (
        <Alert color="yellow" role="status">
          {t('shippingPaperwork.noAddress')}
        </Alert>
      )}
      {!police?.address && (
        <Alert color="yellow" role="status">
          {t('shippingPaperwork.noSenderAddress')}
        </Alert>
      )}
      <Group align="flex-end">
        <NumberInput
          label={t('shippingPaperwork.value')}
          description={t('shippingPaperwork.valueHint', {
            limit: new Intl.NumberFormat('en-US').format(CN22_LIMIT_JPY),
          })}
          value={value ?? ''}
          onChange={(next) => setValue(typeof next === 'number' ? next : null)}
          min={0}
          step={1000}
          allowDecimal={false}
          thousandSeparator=","
          w={260}
        />
        <TextInput
          label={t('shippingPaperwork.contents')}
          description={t('shippingPaperwork.contentsHint')}
          value={contents}
          onChange={(event) => setContents(event.currentTarget.value)}
          maxLength={120}
          w={360}
        />
      </Group>
      <Text size="sm" role="status">
        {t(form === 'CN22' ? 'shippingPaperwork.cn22' : 'shippingPaperwork.cn23')}
      </Text>
      <div data-paperwork-sheet>
        {size === 'a4' ? (
          <div data-paperwork-page="a4">
            {label}
            {declaration}
          </div>
        ) : (
          <>
            <div data-paperwork-page="label">{label}</div>
            <div data-paperwork-page="label">{declaration}</div>
          </>
        )}
      </div>
    </Stack>
  );
}
