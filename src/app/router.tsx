import { matchRoutes, Navigate, type Location, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { persistentCacheAtStart } from '@/firebase/device-cache';
import { AppLayout } from './layout/app-layout';
import {
  guarded,
  lazyScreen,
  staffScreen,
  withGuards,
  withPrefetch,
  type ScreenHandle,
} from './lazy-screens';
import { NotFoundRoute } from './routes/not-found';

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
        ...lazyScreen(
          () => import('./routes/login'),
          (m) => m.LoginRoute,
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
              lazyScreen(
                withGuards(() => import('./routes/hotel/admin')),
                ([m, g]) => guarded(m.AdminRoute, g.RequireSignedIn),
              ),
              (params, search) =>
                void import('@/features/dashboard/api/prefetch').then(
                  ({ prefetchDashboard }) =>
                    prefetchDashboard(params.hotelId ?? '', search.get('tab')),
                  // The screen loads the same code, and says so if it cannot.
                  () => undefined,
                ),
            ),
          },
          {
            path: paths.reportLostItem.path,
            ...lazyScreen(
              () => import('./routes/hotel/report-lost-item'),
              (m) => m.ReportLostItemRoute,
            ),
          },
          {
            path: paths.registerFoundItem.path,
            ...lazyScreen(
              withGuards(() => import('./routes/hotel/register-found-item')),
              ([m, g]) => guarded(m.RegisterFoundItemRoute, g.RequireSignedIn, g.RequirePrivileged),
            ),
          },
          {
            // Reached from the admin area: signed in plus the admin-only guard.
            path: paths.foundItems.path,
            ...lazyScreen(
              withGuards(() => import('./routes/hotel/found-items')),
              ([m, g]) => guarded(m.FoundItemsRoute, g.RequireSignedIn, g.RequireAdmin),
            ),
          },
          {
            path: paths.foundItemLabels.path,
            ...lazyScreen(
              withGuards(() => import('./routes/hotel/found-item-labels')),
              ([m, g]) => guarded(m.FoundItemLabelsRoute, g.RequireSignedIn, g.RequirePrivileged),
            ),
          },
          {
            path: paths.foundItem.path,
            ...lazyScreen(
              withGuards(() => import('./routes/hotel/found-item')),
              ([m, g]) => guarded(m.FoundItemRoute, g.RequireSignedIn, g.RequirePrivileged),
            ),
          },
          {
            path: paths.foundItemReceipt.path,
            ...lazyScreen(
              withGuards(() => import('./routes/hotel/found-item-receipt')),
              ([m, g]) => guarded(m.FoundItemReceiptRoute, g.RequireSignedIn, g.RequirePrivileged),
            ),
          },
          {
            path: paths.policeHandovers.path,
            ...lazyScreen(
              withGuards(() => import('./routes/hotel/police-handovers')),
              ([m, g]) => guarded(m.PoliceHandoversRoute, g.RequireSignedIn, g.RequirePrivileged),
            ),
          },
          {
            path: paths.policeHandover.path,
            ...lazyScreen(
              withGuards(() => import('./routes/hotel/police-handover')),
              ([m, g]) => guarded(m.PoliceHandoverRoute, g.RequireSignedIn, g.RequirePrivileged),
            ),
          },
          {
            path: paths.match.path,
            ...lazyScreen(
              staffScreen(() => import('./routes/hotel/match')),
              (m) => m.MatchRoute,
            ),
          },
          {
            path: paths.settings.path,
            // Signed in plus the further permission wrapper: the user's access to this hotel.
            ...lazyScreen(
              withGuards(() => import('./routes/hotel/settings')),
              ([m, g]) => guarded(m.SettingsRoute, g.RequireSignedIn, g.RequireHotelAccess),
            ),
          },
          {
            path: paths.lostItem.path,
            ...lazyScreen(
              staffScreen(() => import('./routes/hotel/lost-item')),
              (m) => m.LostItemRoute,
            ),
          },
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
export function preloadScreens(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  const staffDevice = persistentCacheAtStart();
  const loading = matches.flatMap((match) => {
    const handle = match.route.handle as ScreenHandle | undefined;
    if (staffDevice) handle?.prefetch?.(match.params, new URLSearchParams(location.search));
    return handle?.preload ? [handle.preload()] : [];
  });
  return Promise.allSettled(loading).then(() => undefined);
}
