import { Alert, Card, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGE_BUCKETS,
  matchedShare,
  medianDaysToReturn,
  returnSpans,
  type AgeBucket,
} from '@/domain/figures';
import { useHotelQuery } from '@/hooks/use-live';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { useFigureCounts } from '../api/use-figures';
import { MonthChart } from './month-chart';

/** Shipped matches and closed items the median days to return is taken over. */
const MEDIAN_SAMPLE = 100;

/**
 * Figures for admins: open found items by age, found and returned per month and over 12
 * months, and the share of reports matched, from the hotel's figures document (kept by the
 * functions: src/firebase/figures.ts); a small SVG bar chart of the
 * last 12 months. The median days to return is taken over the latest returns.
 */
export const FiguresCard = memo(function FiguresCard({
  hotelId,
  load = true,
}: {
  hotelId: string;
  load?: boolean;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  // `load` false: the card waits (showing loaders) so that the dashboard's rows are read first.
  // While it waits it keeps the size it will have, so nothing below it moves (see MonthChart).
  const counts = useFigureCounts(hotelId, load);
  const shipped = useHotelQuery('shippedMatches', load ? hotelId : null, { max: MEDIAN_SAMPLE });
  const closed = useHotelQuery('closedFound', load ? hotelId : null, { max: MEDIAN_SAMPLE });
  const shippedData = shipped.data;
  const closedData = closed.data;
  // The median of the latest MEDIAN_SAMPLE shipped matches and closed items: exact for most
  // hotels, and a year's worth for a large one, without reading its whole history on every open.
  const medianDays = useMemo(
    () =>
      shippedData && closedData ? medianDaysToReturn(returnSpans(shippedData, closedData)) : null,
    [shippedData, closedData],
  );
  const none = t('figures.none');
  const thisMonth = counts.status === 'success' ? counts.data.months.at(-1) : undefined;
  const last12 = counts.status === 'success' ? counts.data.last12 : undefined;
  const ages = counts.status === 'success' ? counts.data.openByAge : null;
  const share =
    counts.status === 'success'
      ? matchedShare(counts.data.matchedReports, counts.data.lostReports)
      : null;

  return (
    <Card withBorder padding="md" component="section" aria-label={t('figures.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('figures.title')}
        </Title>
        {counts.status === 'error' && (
          <Alert color="red">{t('figures.loadFailed', { detail: counts.error.message })}</Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <Figure
            label={t('figures.pairLabel', {
              period: t('figures.thisMonth'),
              found: t('figures.foundThisMonth'),
              returned: t('figures.returnedThisMonth'),
            })}
            value={thisMonth ? `${thisMonth.found} / ${thisMonth.returned}` : null}
          />
          <Figure
            label={t('figures.pairLabel', {
              period: t('figures.last12Total'),
              found: t('figures.foundThisMonth'),
              returned: t('figures.returnedThisMonth'),
            })}
            value={last12 ? `${last12.found} / ${last12.returned}` : null}
          />
          <Figure
            label={t('figures.medianDays')}
            value={medianDays === null ? none : String(medianDays)}
            ready={shipped.status === 'success' && closed.status === 'success'}
          />
          <Figure
            label={t('figures.matchedShare')}
            value={counts.status === 'success' ? (share === null ? none : `${share}%`) : null}
            detail={
              counts.status === 'success'
                ? t('figures.matchedShareDetail', {
                    matched: counts.data.matchedReports,
                    total: counts.data.lostReports,
                  })
                : '\u00a0' // holds the detail's line while loading
            }
          />
          <Paper withBorder p="xs">
            <Text size="xs" c="dimmed">
              {t('figures.openByAge')}
            </Text>
            <Stack gap={0} mt={4}>
              {AGE_BUCKETS.map((bucket: AgeBucket) => (
                <Group key={bucket} justify="space-between" gap="xs">
                  <Text size="xs">{dt(`figures.ageBuckets.${bucket}`)}</Text>
                  <Text size="sm" fw={700}>
                    {ages ? ages[bucket] : '…'}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        </SimpleGrid>
        {counts.status !== 'error' && (
          <MonthChart months={counts.status === 'success' ? counts.data.months : null} />
        )}
      </Stack>
    </Card>
  );
});

function Figure({
  label,
  value,
  detail,
  ready = value !== null,
}: {
  label: string;
  value: string | null;
  detail?: string;
  ready?: boolean;
}) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* One line of the value's size either way, so the card keeps its height as values arrive. */}
      <Text size="xl" fw={700} component="div">
        {ready && value !== null ? value : <Loader size="xs" />}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}
