import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { GuestHotelSelector, HotelSelector } from '@/features/hotels/components/hotel-selector';
import { useAuth } from '@/lib/auth-context';

/** `/`: guests choose a hotel to report a lost item; signed-in users open one of their hotels. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { loading, user } = useAuth();
  if (loading) return <PageLoader />;
  if (!user) {
    return (
      <>
        <GuestHotelSelector />
        <Group justify="center" pb="lg">
          <Anchor component={Link} to={paths.status.getHref()}>
            {t('guestStatus.homeLink')}
          </Anchor>
        </Group>
      </>
    );
  }
  if (!user.claimsLoaded) {
    return (
      <Stack maw={720} mx="auto" py="md">
        <Alert color="red" role="alert">
          {t('hotels.permissionsLoadFailed')}
        </Alert>
      </Stack>
    );
  }
  return (
    <HotelSelector
      hrefFor={(hotelId) => paths.admin.getHref(hotelId)}
      onlyHotelIds={user.claims.accessibleHotels}
    />
  );
}
