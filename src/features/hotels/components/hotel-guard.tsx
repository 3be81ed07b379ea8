import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingOff, IconLock, IconLogin, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { HotelContext } from '@/lib/hotel-context';
import { useHotelDirectory } from '../api/hotel-directory';
import { decideHotelAccess } from './hotel-access';

function GuardPage({
  icon,
  title,
  message,
  children,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder maw={560} mx="auto" my="xl" padding="xl">
      <Stack align="center" gap="md" ta="center">
        {icon}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{message}</Text>
        <Group justify="center">{children}</Group>
      </Stack>
    </Card>
  );
}

/**
 * Wraps every /{hotelId}/* route: validates the hotel and the user's access to it, then provides
 * the current hotel to the screens below.
 */
export function HotelGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hotelId = '' } = useParams();
  const auth = useAuth();
  const directory = useHotelDirectory();
  const access = decideHotelAccess(hotelId, directory, auth);

  const backToHotels = (
    <Button component={Link} to={paths.home.getHref()} variant="light">
      {t('guard.returnToHotels')}
    </Button>
  );

  switch (access) {
    case 'loading':
      return <PageLoader />;
    case 'hotel-not-found':
      return (
        <GuardPage
          icon={<IconBuildingOff size={40} aria-hidden />}
          title={t('guard.hotelNotFoundTitle')}
          message={t('guard.hotelNotFoundMessage')}
        >
          {backToHotels}
        </GuardPage>
      );
    case 'access-denied':
      return (
        <GuardPage
          icon={<IconLock size={40} aria-hidden />}
          title={t('guard.accessDeniedTitle')}
          message={t('guard.noPermissionMessage')}
        >
          {backToHotels}
          <Button
            variant="default"
            onClick={() =>
              void import('@/firebase/auth-session')
                .then(({ signOutEverywhere }) => signOutEverywhere())
                .then(() => navigate(paths.login.getHref()))
            }
          >
            {t('guard.switchAccount')}
          </Button>
        </GuardPage>
      );
    case 'permission-error':
      return (
        <GuardPage
          icon={<IconRefresh size={40} aria-hidden />}
          title={t('guard.permissionError')}
          message={t('guard.unableToValidate')}
        >
          <Button onClick={() => window.location.reload()}>{t('guard.tryAgain')}</Button>
          {backToHotels}
        </GuardPage>
      );
    case 'login-prompt':
      return (
        <GuardPage
          icon={<IconLogin size={40} aria-hidden />}
          title={t('guard.loginPromptTitle')}
          message={t('guard.loginPromptMessage')}
        >
          <Button component={Link} to={paths.login.getHref()}>
            {t('guard.logIn')}
          </Button>
          {backToHotels}
        </GuardPage>
      );
    case 'allow': {
      const name =
        directory.status === 'success'
          ? directory.hotels.find((hotel) => hotel.id === hotelId)?.displayName
          : undefined;
      return (
        <HotelContext.Provider value={{ hotelId, displayName: name ?? hotelId }}>
          {children}
        </HotelContext.Provider>
      );
    }
  }
}
