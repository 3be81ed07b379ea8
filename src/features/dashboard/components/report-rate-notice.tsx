import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/domain/dates';
import { reportRateNotice } from '@/domain/mail-trust';
import { useReportRates } from '../api/use-report-rate';

const MINUTE_MS = 60_000;

/**
 * A notice for the hotel's admins when guests sent unusually many lost reports within the current
 * or the previous clock hour (docs/trust-model.md): a script making fresh anonymous accounts gets
 * past the per-browser quota, so the admins are told and can check the new reports.
 */
export function ReportRateNotice({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useTranslation();
  const rates = useReportRates(hotelId);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  if (rates.status === 'error') {
    return (
      <Alert color="red" role="alert">
        {t('reportRate.loadFailed', { detail: rates.error.message })}
      </Alert>
    );
  }
  const hour = rates.status === 'success' ? reportRateNotice(rates.data, now) : null;
  if (!hour) return null;
  const labels = { missing: '', invalid: t('errors.invalidDate') };
  return (
    <Alert
      color="orange"
      role="alert"
      title={t('reportRate.title')}
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <Text size="sm">
        {t('reportRate.body', {
          count: hour.count,
          time: formatDate(hour.hourStart, i18n.language, labels, true),
        })}
      </Text>
    </Alert>
  );
}
