import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SuccessCard } from '@/components/success-card';
import { paths } from '@/config/paths';
import { LiveReportReference } from './report-reference';

/** What a guest sees after reporting: a button to open their report again. */
export function ReportSuccess({ hotelId, itemId }: { hotelId: string; itemId: string }) {
  const { t } = useTranslation();
  return (
    <SuccessCard title={t('lostReport.successTitle')} message={t('lostReport.successMessage')}>
      <LiveReportReference itemId={itemId} />
      <Button component={Link} to={paths.lostItem.getHref(hotelId, itemId)}>
        {t('lostReport.viewReport')}
      </Button>
    </SuccessCard>
  );
}
