import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { useHotelDirectory } from '@/features/hotels/api/hotel-directory';
import { useHydrated } from '@/hooks/use-hydrated';
import { useAuth } from '@/lib/auth-context';
import { ChromeContext } from '@/lib/chrome-context';
import { loginHrefFor } from '@/lib/login-href';
import { useFocusHeadingOnNavigation, useHotelFromUrl, useNavLinks } from './layout-hooks';

// The phone menu's drawer is loaded when the menu is first opened.
const NavDrawer = lazy(() =>
  import('./nav-drawer').then((module) => ({ default: module.NavDrawer })),
);
// Signed-in staff only: the outbox's count and notices, its sender and the service worker
// (docs/offline.md). Guests never load them.
const OutboxCount = lazy(() =>
  import('@/features/offline/components/staff-offline').then((module) => ({
    default: module.OutboxCount,
  })),
);
const OutboxNotice = lazy(() =>
  import('@/features/offline/components/staff-offline').then((module) => ({
    default: module.OutboxNotice,
  })),
);

// The fixed 60 px header and padded main of Mantine's AppShell (header only), without loading
// AppShell's navbar, aside, footer and resizing code on every page.
const HEADER_HEIGHT = 60;
const HEADER_STYLE = {
  position: 'fixed',
  top: 0,
  insetInline: 0,
  height: HEADER_HEIGHT,
  zIndex: 100,
  background: 'var(--mantine-color-body)',
  borderBottom: '1px solid var(--mantine-color-gray-3)',
} as const;
const MAIN_STYLE = {
  minHeight: '100dvh',
  paddingTop: `calc(${HEADER_HEIGHT}px + var(--mantine-spacing-md))`,
  paddingInline: 'var(--mantine-spacing-md)',
  paddingBottom: 'var(--mantine-spacing-md)',
} as const;

/** The frame every page shares: brand, navigation for the user's role, login/logout, language. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, loading } = useAuth();
  const [drawerOpen, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  // Pages outside the hotel (Access Denied, Not Found...) hide its name and navigation.
  const [chromeHidden, setChromeHidden] = useState(0);
  const hideHotelChrome = useCallback(
    (hide: boolean) => setChromeHidden((count) => Math.max(0, count + (hide ? 1 : -1))),
    [],
  );
  // Signing out deletes what this device has not sent (docs/offline.md, "Signing out"): asked
  // first, never silently. The header's Log out and a page's own (Switch account) are this one.
  // BrowserRouter's navigate changes with every address; through a ref, the context (and the
  // screen made from it, below) stays the same.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const signOut = useCallback(() => {
    void import('@/features/offline/sign-out').then(({ signOutAfterAsking }) =>
      signOutAfterAsking(async () => {
        const { signOutEverywhere } = await import('@/firebase/auth-session');
        await signOutEverywhere(paths.login.getHref());
        void navigateRef.current(paths.login.getHref());
      }),
    );
  }, []);
  const chrome = useMemo(() => ({ hideHotelChrome, signOut }), [hideHotelChrome, signOut]);
  useFocusHeadingOnNavigation();
  // A prerendered guest page is the same HTML for every hotel: the links that name this hotel or
  // this address are set once it is hydrated (src/hooks/use-hydrated.tsx).
  const hydrated = useHydrated();
  const urlHotelId = useHotelFromUrl();
  const hotelId = chromeHidden > 0 || !hydrated ? null : urlHotelId;
  const directory = useHotelDirectory();
  const hotelName =
    hotelId && directory.status === 'success'
      ? directory.data.find((hotel) => hotel.id === hotelId)?.displayName
      : undefined;
  const links = useNavLinks(hotelId);
  const staff = !!user && (user.claims.staff || user.claims.admin);

  // The screen's frame is made once: what re-renders the header (the session, the hotel list,
  // the menu, the hydration switch below) does not re-render the screen. On a prerendered page
  // the screen may still be waiting to be hydrated then, and an update reaching it would make
  // React hydrate it at once, in one long task, instead of a few milliseconds at a time.
  const main = useMemo(
    () => (
      <Box component="main" style={MAIN_STYLE}>
        <Container size="lg">
          {/* Staff get the outbox's own offline notice: registering still works for them. */}
          {staff ? (
            <Suspense fallback={<OfflineNotice />}>
              <OutboxNotice />
            </Suspense>
          ) : (
            <OfflineNotice />
          )}
          <ChromeContext.Provider value={chrome}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ChromeContext.Provider>
        </Container>
      </Box>
    ),
    [chrome, staff],
  );

  const account = loading ? null : user ? (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconLogout size={16} />}
      onClick={() => {
        drawer.close();
        signOut();
      }}
    >
      {t('nav.logout')}
    </Button>
  ) : (
    <Button
      component={Link}
      to={
        !hydrated
          ? paths.login.getHref()
          : location.pathname === paths.login.getHref()
            ? `${location.pathname}${location.search}`
            : loginHrefFor(`${location.pathname}${location.search}`)
      }
      variant="subtle"
      size="xs"
      leftSection={<IconLogin size={16} />}
    >
      {t('nav.staffLogin')}
    </Button>
  );

  const linkButtons = (vertical: boolean) =>
    links.map((link) => (
      <Button
        key={link.href}
        component={Link}
        to={link.href}
        variant="subtle"
        size={vertical ? 'md' : 'xs'}
        justify={vertical ? 'flex-start' : undefined}
        onClick={drawer.close}
      >
        {link.label}
      </Button>
    ));

  return (
    <>
      <Box component="header" style={HEADER_STYLE}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to={
                hotelId
                  ? user
                    ? paths.admin.getHref(hotelId)
                    : paths.reportLostItem.getHref(hotelId)
                  : paths.home.getHref()
              }
              fw={700}
              c="inherit"
              underline="never"
              truncate
            >
              {hotelName ?? t('common.appName')}
            </Anchor>
            <Group
              gap="xs"
              wrap="nowrap"
              visibleFrom="md"
              component="nav"
              aria-label={t('nav.label')}
            >
              {linkButtons(false)}
              {account}
            </Group>
            <Group gap="xs" wrap="nowrap">
              {staff && (
                <Suspense fallback={null}>
                  <OutboxCount />
                </Suspense>
              )}
              <LanguageSwitcher />
              <Burger
                hiddenFrom="md"
                opened={drawerOpen}
                onClick={drawer.toggle}
                aria-label={t('nav.menu')}
                size="sm"
              />
            </Group>
          </Group>
        </Container>
      </Box>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer
            opened={drawerOpen}
            onClose={drawer.close}
            title={hotelName ?? t('common.appName')}
          >
            {linkButtons(true)}
            {account}
          </NavDrawer>
        </Suspense>
      )}
      {main}
    </>
  );
}
