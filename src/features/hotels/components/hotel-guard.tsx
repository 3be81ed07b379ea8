import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingOff, IconLock, IconLogin, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatch, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useSignOut, useWithoutHotelChrome } from '@/lib/chrome-context';
import { HotelContext } from '@/lib/hotel-context';
import { loginHrefFor } from '@/lib/login-href';
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
  // The hotel was not entered: its name and navigation are not offered.
  useWithoutHotelChrome();
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

/** Access Denied (spec §2): back to the hotels, or switch account. */
function AccessDeniedPage() {
  const { t } = useTranslation();
  // The frame's sign-out: it asks first when this device holds entries not yet sent.
  const signOut = useSignOut();
  return (
    <GuardPage
      icon={<IconLock size={40} aria-hidden />}
      title={t('guard.accessDeniedTitle')}
      message={t('guard.noPermissionMessage')}
    >
      <Button component={Link} to={paths.home.getHref()} variant="light">
        {t('guard.returnToHotels')}
      </Button>
      <Button variant="default" onClick={signOut}>
        {t('guard.switchAccount')}
      </Button>
    </GuardPage>
  );
}

/**
 * The hotel-access rule as a route guard: a signed-in user must hold the hotel of the URL in
 * their accessibleHotels. HotelGuard applies it to the whole hotel area; routes that act on the
 * hotel's data for a signed-in user (settings) state it again, so the rule holds even if a route
 * moves out of the hotel area.
 */
export function RequireHotelAccess({ children }: { children: ReactNode }) {
  const { hotelId = '' } = useParams();
  const { loading, user } = useAuth();
  if (loading) return <PageLoader />;
  if (user && !user.claims.accessibleHotels.includes(hotelId)) return <AccessDeniedPage />;
  return children;
}

/**
 * Wraps every /{hotelId}/* route: validates the hotel and the user's access to it, then provides
 * the current hotel to the screens below.
 */
export function HotelGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { hotelId = '' } = useParams();
  const auth = useAuth();
  const directory = useHotelDirectory();
  const decided = decideHotelAccess(hotelId, directory, auth);
  // The report form's shell is one prerendered page for every hotel: a guest sees the form while
  // the hotel list loads (it is read only when the report is sent), and a hotel that turns out
  // not to exist still becomes Hotel not found when the list arrives.
  const onReportForm = useMatch(`${paths.hotel.path}/${paths.reportLostItem.path}`) !== null;
  const access =
    decided === 'loading' && onReportForm && !auth.loading && !auth.user ? 'allow' : decided;

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
      return <AccessDeniedPage />;
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
          <Button component={Link} to={loginHrefFor(`${location.pathname}${location.search}`)}>
            {t('guard.logIn')}
          </Button>
          {backToHotels}
        </GuardPage>
      );
    case 'allow': {
      const name =
        directory.status === 'success'
          ? directory.data.find((hotel) => hotel.id === hotelId)?.displayName
          : undefined;
      return (
        <HotelContext.Provider value={{ hotelId, displayName: name ?? hotelId }}>
          {children}
        </HotelContext.Provider>
      );
    }
  }
}
