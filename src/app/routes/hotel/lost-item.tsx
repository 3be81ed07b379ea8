import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { useLostItem } from '@/features/lost-items/api/use-lost-item';
import { LostItemSummary } from '@/features/lost-items/components/lost-item-summary';
import { useAuth } from '@/lib/auth-context';

/**
 * /{hotelId}/lost-items/{id}: not behind a sign-in check. The reporting guest sees their report;
 * the rules refuse it to anyone else, who is told it was not found (nothing leaks).
 */
export function LostItemRoute() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  const auth = useAuth();
  const item = useLostItem(itemId, !auth.loading);
  if (item.status === 'loading') return <PageLoader />;
  const denied =
    item.status === 'error' && (item.error as { code?: string }).code === 'permission-denied';
  if (item.status === 'error' && !denied) {
    return (
      <Alert color="red" role="alert" maw={760} mx="auto" my="md">
        {t('items.errorFetching', { detail: item.error.message })}
      </Alert>
    );
  }
  if (denied || item.data === null || item.data === undefined) {
    return (
      <Alert color="yellow" role="alert" maw={760} mx="auto" my="md">
        {t('items.itemNotFound')}
      </Alert>
    );
  }
  return (
    <Stack maw={760} mx="auto" my="md">
      <LostItemSummary item={item.data} />
    </Stack>
  );
}
