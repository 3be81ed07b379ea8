import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/layout/page-loader';
import { useHotel, useUserProfile } from '@/features/settings/api/settings-api';
import { GuestDataCard } from '@/features/settings/components/guest-data-card';
import { HotelSettingsCard } from '@/features/settings/components/hotel-settings-card';
import { PaymentSettingsCard } from '@/features/settings/components/payment-settings-card';
import { PoliceSettingsCard } from '@/features/settings/components/police-settings-card';
import { ProfileCard } from '@/features/settings/components/profile-card';
import { RetentionCard } from '@/features/settings/components/retention-card';
import { UsersAdminCard } from '@/features/settings/components/users-admin-card';
import { ReplySettingsCard } from '@/features/messages/components/reply-settings-card';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';

/** /{hotelId}/settings: own profile for everyone signed in; administration for admins of the hotel. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const { hotelId } = useCurrentHotel();
  const { user } = useAuth();
  // Spec §2/§8: the settings page reads the user's own document (users/{uid}).
  const profile = useUserProfile(user?.uid ?? '');
  const isAdmin = !!user?.claims.admin && user.claims.accessibleHotels.includes(hotelId);
  // The administration cards all show the hotel's document, read here once: the page waits for
  // it with the profile and appears whole, instead of growing card by card under the pointer.
  const hotel = useHotel(isAdmin ? hotelId : null);
  if (!user)
    return (
      <Alert color="red" role="alert">
        {t('settings.loginRequired')}
      </Alert>
    );
  const title = (
    <Title order={1} size="h2">
      {t('settings.title')}
    </Title>
  );
  if (profile.status === 'loading' || (isAdmin && hotel.status === 'loading')) {
    return <PageLoader />;
  }
  if (profile.status === 'error' || !profile.data) {
    // A read the database refused or could not do (it has a code) is "Failed to load user
    // data"; anything else is unexpected.
    const code = (profile.error as { code?: unknown } | null | undefined)?.code;
    const message =
      profile.status === 'success'
        ? t('settings.userNotFound')
        : typeof code === 'string'
          ? t('settings.loadUserFailed')
          : t('settings.unexpectedError');
    return (
      <Stack gap="md" py="md" maw={960} mx="auto">
        {title}
        <Alert color="red" role="alert">
          {message}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md" py="md" maw={960} mx="auto">
      {title}
      <ProfileCard user={user} />
      {isAdmin && <HotelSettingsCard hotelId={hotelId} hotel={hotel} />}
      {isAdmin && <RetentionCard hotelId={hotelId} hotel={hotel} />}
      {isAdmin && <GuestDataCard hotelId={hotelId} hotel={hotel} />}
      {isAdmin && <PoliceSettingsCard hotelId={hotelId} hotel={hotel} />}
      {isAdmin && <PaymentSettingsCard hotelId={hotelId} hotel={hotel} />}
      {isAdmin && <ReplySettingsCard hotelId={hotelId} />}
      {isAdmin && <UsersAdminCard hotelId={hotelId} selfUid={user.uid} />}
    </Stack>
  );
}
