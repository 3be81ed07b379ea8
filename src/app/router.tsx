import { matchRoutes, Navigate, type Location, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { persistentCacheAtStart } from '@/firebase/device-cache';
import { AppLayout } from './layout/app-layout';
import {
  guarded,
  lazyScreen,
  staffScreens,
  withPrefetch,
  type ScreenHandle,
  type StaffScreens,
} from './lazy-screens';
import { NotFoundRoute } from './routes/not-found';

type GuardName = 'RequireSignedIn' | 'RequirePrivileged' | 'RequireAdmin' | 'RequireHotelAccess';
type StaffScreenName = Exclude<keyof StaffScreens, GuardName | 'StaffQueryProvider'>;

/**
 * A staff screen (the staff screens' chunk) behind its guards, outermost first, inside the query
 * cache (src/app/staff-query-provider.tsx: only staff screens load TanStack Query).
 */
function staffScreen(screen: StaffScreenName, ...guards: GuardName[]) {
  return lazyScreen(staffScreens, (s) =>
    guarded(s[screen], s.StaffQueryProvider, ...guards.map((guard) => s[guard])),
  );
}

/**
 * A hotel's staff screens (spec §2 route table): the address, the screen, and the rules it needs,
 * each guard one rule (signed in, privileged, admin, access to this hotel), outermost first.
 */
const HOTEL_STAFF_ROUTES: [path: string, screen: StaffScreenName, ...guards: GuardName[]][] = [
  [paths.registerFoundItem.path, 'RegisterFoundItemRoute', 'RequireSignedIn', 'RequirePrivileged'],
  // Reached from the admin area: signed in plus the admin-only guard.
  [paths.foundItems.path, 'FoundItemsRoute', 'RequireSignedIn', 'RequireAdmin'],
  [paths.foundItemLabels.path, 'FoundItemLabelsRoute', 'RequireSignedIn', 'RequirePrivileged'],
  [paths.foundItem.path, 'FoundItemRoute', 'RequireSignedIn', 'RequirePrivileged'],
  [paths.foundItemReceipt.path, 'FoundItemReceiptRoute', 'RequireSignedIn', 'RequirePrivileged'],
  [paths.policeHandovers.path, 'PoliceHandoversRoute', 'RequireSignedIn', 'RequirePrivileged'],
  [paths.policeHandover.path, 'PoliceHandoverRoute', 'RequireSignedIn', 'RequirePrivileged'],
  // The match and lost-item screens decide themselves who may see what (staff, or the guest).
  [paths.match.path, 'MatchRoute'],
  [paths.matchPaperwork.path, 'MatchPaperworkRoute', 'RequireSignedIn', 'RequirePrivileged'],
  // Signed in plus the further permission wrapper: the user's access to this hotel.
  [paths.settings.path, 'SettingsRoute', 'RequireSignedIn', 'RequireHotelAccess'],
  [paths.lostItem.path, 'LostItemRoute'],
];

// Every screen is a lazy route, so a guest downloads only the screens they open (not the admin
// area). The app uses React Router's declarative routes (useRoutes), not its data router: it
// loads no data through the router, and the data router is about 16 KB gz more for every guest.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        path: paths.home.path,
        ...lazyScreen(
          () => import('./routes/home'),
          (m) => m.HomeRoute,
        ),
      },
      {
        path: paths.login.path,
        // The login page is given what it preloads (the routes below): it does not import them.
        ...lazyScreen(
          () => import('./routes/login'),
          ({ LoginRoute }) =>
            function Login() {
              return (
                <LoginRoute
                  onSignedIn={prefetchAfterSignIn}
                  preloadDestinations={preloadSignInDestinations}
                />
              );
            },
        ),
      },
      {
        path: paths.status.path,
        ...lazyScreen(
          () => import('./routes/status'),
          (m) => m.StatusRoute,
        ),
      },
      {
        // Staff-facing: with the staff screens' chunk and translations.
        path: paths.invitation.path,
        ...staffScreen('InvitationRoute'),
      },
      {
        path: paths.hotel.path,
        ...lazyScreen(
          () => import('./routes/hotel/hotel-layout'),
          (m) => m.HotelLayoutRoute,
        ),
        children: [
          { index: true, element: <Navigate to={paths.admin.path} replace /> },
          {
            path: paths.admin.path,
            ...withPrefetch(
              staffScreen('AdminRoute', 'RequireSignedIn'),
              () => import('@/features/dashboard/api/prefetch'),
              ({ prefetchDashboard }, params, search) =>
                prefetchDashboard(params.hotelId ?? '', search.get('tab')),
            ),
          },
          {
            path: paths.reportLostItem.path,
            ...lazyScreen(
              () => import('./routes/hotel/report-lost-item'),
              (m) => m.ReportLostItemRoute,
            ),
          },
          ...HOTEL_STAFF_ROUTES.map(([path, screen, ...guards]) => ({
            path,
            ...staffScreen(screen, ...guards),
          })),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * What a page that Hosting answered with Not Found shows (its prerendered 404 page): the frame and
 * Not Found, whatever the address. Only for that first address (see AppRoutes).
 */
export const notFoundRoutes: RouteObject[] = [
  { element: <AppLayout />, children: [{ path: '*', element: <NotFoundRoute /> }] },
];

/** The chunks of the screens at `location` (and, with `prefetch`, their first data: see below). */
function preloadMatches(
  location: Pick<Location, 'pathname' | 'search'>,
  prefetch: boolean,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  const loading = matches.flatMap((match) => {
    const handle = match.route.handle as ScreenHandle | undefined;
    if (prefetch) handle?.prefetch?.(match.params, new URLSearchParams(location.search));
    return handle?.preload ? [handle.preload()] : [];
  });
  return Promise.allSettled(loading).then(() => undefined);
}

/**
 * Starts fetching the chunks of the screens at this address (called before the first render,
 * so that they load alongside the translations rather than after them); resolves when they
 * have loaded, or failed (the screen then shows the failure when it renders).
 *
 * On a browser where a staff member keeps their data (src/firebase/device-cache.ts), a screen
 * that declares a prefetch (the dashboard) also starts its first query now: the rows arrive, or
 * come from the device, while the code loads, instead of after it and the sign-in. Nobody else
 * loads Firebase here; the rules decide what the query may read, as for the screen's own.
 */
export function preloadScreens(
  location: Pick<Location, 'pathname' | 'search'>,
  staffDevice = persistentCacheAtStart(),
): Promise<void> {
  return preloadMatches(location, staffDevice);
}

/**
 * The screen a sign-in leads to (`href`, an address of this app), just signed in: its chunks and,
 * for a screen that declares one (the dashboard), its first data, asked for before the screen has
 * even rendered. The first listener of a page opens its connection to Firestore, and travels with
 * it: the rows come with the connection's first answer, not after it.
 */
export function prefetchAfterSignIn(href: string): void {
  const url = new URL(href, window.location.origin);
  void preloadMatches({ pathname: url.pathname, search: url.search }, true);
}

/**
 * The chunks of the screens a sign-in leads to (spec §2 Login: the dashboard, or found-item
 * registration for staff-only users), fetched while the login page waits for the person to type:
 * the first screen after sign-in then renders, and starts its query, at once. Only code: nobody
 * is signed in yet, so no data is asked for.
 */
export function preloadSignInDestinations(): Promise<void> {
  // Any hotel id: the routes' chunks are the same for every hotel.
  const hotelId = '-';
  return Promise.all(
    [paths.admin.getHref(hotelId), paths.registerFoundItem.getHref(hotelId)].map((pathname) =>
      preloadMatches({ pathname, search: '' }, false),
    ),
  ).then(() => undefined);
}
