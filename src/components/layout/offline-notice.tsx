import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Says so while the device has no connection: live lists then show what the device last received
 * (Firestore's cache, possibly nothing), and saving fails or waits, so an empty or stale list must
 * not read as the truth. Polite (a status), so it does not interrupt someone typing.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      mb="md"
      title={t('common.offlineTitle')}
      icon={<IconWifiOff aria-hidden />}
    >
      {t('common.offline')}
    </Alert>
  );
}
