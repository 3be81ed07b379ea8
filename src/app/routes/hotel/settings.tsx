import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotelSettingsCard } from '@/features/settings/components/hotel-settings-card';
import { ProfileCard } from '@/features/settings/components/profile-card';
import { RetentionCard } from '@/features/settings/components/retention-card';
import { UsersAdminCard } from '@/features/settings/components/users-admin-card';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';

/** /{hotelId}/settings: own profile for everyone signed in; administration for admins of the hotel. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const { hotelId } = useCurrentHotel();
  const { user } = useAuth();
  if (!user) return <Alert color="red">{t('settings.loginRequired')}</Alert>;
  const isAdmin = user.claims.admin && user.claims.accessibleHotels.includes(hotelId);
  return (
    <Stack gap="md" py="md" maw={960} mx="auto">
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <ProfileCard user={user} />
      {isAdmin && <HotelSettingsCard hotelId={hotelId} />}
      {isAdmin && <RetentionCard hotelId={hotelId} />}
      {isAdmin && <UsersAdminCard hotelId={hotelId} selfUid={user.uid} />}
    </Stack>
  );
}
