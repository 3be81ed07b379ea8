import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { parseLabelIds } from '@/domain/labels';
import { FoundItemLabels } from '@/features/found-items/components/found-item-labels';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';
import { isPrivileged } from '@/lib/roles';

/** /{hotelId}/found-items/labels?ids=a,b,c: printable labels for staff and admins. */
export function FoundItemLabelsRoute() {
  const { t } = useTranslation();
  const { hotelId, displayName } = useCurrentHotel();
  const [params] = useSearchParams();
  const { user } = useAuth();
  if (!user) return null;
  if (!isPrivileged(user)) return <Alert color="yellow">{t('dashboard.needsAuthorization')}</Alert>;
  return (
    <FoundItemLabels
      hotelId={hotelId}
      hotelName={displayName}
      ids={parseLabelIds(params.get('ids'))}
    />
  );
}
