import { Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { REFERENCE_WAIT_MS, referenceState } from '@/domain/reference';
import { useLostItem } from '../api/use-lost-item';
import { useAuth } from '@/lib/auth-context';

/** Who reads the box: the reporting guest, or staff looking at the guest's report. */
export type ReferenceAudience = 'guest' | 'staff';

/** The reference state, re-read once the wait for a reference is over (no spinner forever). */
function useReferenceState(reference: string, createdAt: Date | null) {
  const [now, setNow] = useState(() => new Date());
  const state = referenceState(reference, createdAt, now);
  useEffect(() => {
    if (state !== 'pending' || !createdAt) return undefined;
    const left = createdAt.getTime() + REFERENCE_WAIT_MS - Date.now();
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, left) + 50);
    return () => clearTimeout(timer);
  }, [state, createdAt]);
  return state;
}

/**
 * The report's reference number (assigned by a function a moment after the report is saved, so
 * it may still be on its way) and where to check the status from any device. A report that has
 * waited longer than a function ever takes says so instead of spinning. Staff read their own
 * wording: it is the guest's number, not theirs.
 */
export function ReportReference({
  reference,
  createdAt,
  audience = 'guest',
}: {
  reference: string;
  createdAt: Date | null;
  audience?: ReferenceAudience;
}) {
  const { t } = useTranslation();
  const state = useReferenceState(reference, createdAt);
  const staff = audience === 'staff';
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-blue-light)">
      <Stack gap={6} align="center" ta="center">
        {state === 'assigned' && (
          <>
            <Text size="sm" c="dimmed" id="report-reference-label">
              {staff ? t('reportReference.staffLabel') : t('guestStatus.yourReference')}
            </Text>
            <Text
              fw={700}
              size="xl"
              ff="monospace"
              aria-labelledby="report-reference-label"
              data-testid="report-reference"
            >
              {reference}
            </Text>
            <Text size="sm">
              {staff ? t('reportReference.staffHint') : t('guestStatus.referenceHint')}
            </Text>
          </>
        )}
        {state === 'pending' && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">
              {staff ? t('reportReference.staffPending') : t('guestStatus.referencePending')}
            </Text>
          </Group>
        )}
        {state === 'missing' && (
          <Text size="sm" role="status">
            {staff ? t('reportReference.staffMissing') : t('reportReference.guestMissing')}
          </Text>
        )}
        {!staff && (
          <Anchor component={Link} to={paths.status.getHref()} size="sm" c="blue.9">
            {t('guestStatus.checkFromAnyDevice')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** The success page's reference, live from the guest's own report. */
export function LiveReportReference({ itemId }: { itemId: string }) {
  const auth = useAuth();
  const item = useLostItem(itemId, !auth.loading);
  if (item.status !== 'success' || !item.data)
    return <ReportReference reference="" createdAt={null} />;
  return <ReportReference reference={item.data.reference} createdAt={item.data.createdAt} />;
}
