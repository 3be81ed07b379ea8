import { Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLostItem } from '../api/use-lost-item';
import { useAuth } from '@/lib/auth-context';

/**
 * The report's reference number (assigned by a function a moment after the report is saved, so
 * it may still be on its way) and where to check the status from any device.
 */
export function ReportReference({ reference }: { reference: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-blue-light)">
      <Stack gap={6} align="center" ta="center">
        {reference ? (
          <>
            <Text size="sm" c="dimmed" id="report-reference-label">
              {t('guestStatus.yourReference')}
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
            <Text size="sm">{t('guestStatus.referenceHint')}</Text>
          </>
        ) : (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('guestStatus.referencePending')}</Text>
          </Group>
        )}
        <Anchor component={Link} to={paths.status.getHref()} size="sm" c="blue.9">
          {t('guestStatus.checkFromAnyDevice')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** The success page's reference, live from the guest's own report. */
export function LiveReportReference({ itemId }: { itemId: string }) {
  const auth = useAuth();
  const item = useLostItem(itemId, !auth.loading);
  if (item.status !== 'success' || !item.data) return <ReportReference reference="" />;
  return <ReportReference reference={item.data.reference} />;
}
