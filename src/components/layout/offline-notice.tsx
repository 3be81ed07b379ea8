import { Alert, type MantineSpacing } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
  return <OfflineAlert mb="md">{t('common.offline')}</OfflineAlert>;
}

/** The offline notice's alert, with what no connection means on this screen. */
export function OfflineAlert({ children, mb }: { children: ReactNode; mb?: MantineSpacing }) {
  const { t } = useTranslation();
  return (
    <Alert
      role="status"
      color="yellow"
      mb={mb}
      title={t('common.offlineTitle')}
      icon={<IconWifiOff aria-hidden />}
    >
      {children}
    </Alert>
  );
}
