import { use, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  Navigate,
  type Location,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { persistentCacheAtStart } from '@/firebase/device-cache';
import { loadStaffTranslations } from '@/i18n/i18n';
import type * as AuthGuards from '@/features/auth/components/guards';
import type { RouteGuard } from '@/features/auth/components/guards';
import type * as HotelGuards from '@/features/hotels/components/hotel-guard';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from './routes/not-found';

/**
 * A screen behind its guards, outermost first: each guard is one rule (signed in, privileged,
 * admin, hotel access), so a route states exactly which rules it needs (spec §2 route table).
 */
function guarded(Screen: ComponentType, ...guards: RouteGuard[]): ComponentType {
  const Guarded = () =>
    guards.reduceRight<ReactNode>((inner, Guard) => <Guard>{inner}</Guard>, <Screen />);
  Guarded.displayName = `Guarded(${Screen.displayName ?? Screen.name})`;
  return Guarded;
}

// The guards load with the screens they guard, not with every page.
type Guards = typeof AuthGuards & Pick<typeof HotelGuards, 'RequireHotelAccess'>;
const loadGuards = (): Promise<Guards> =>
  Promise.all([
    import('@/features/auth/components/guards'),
    import('@/features/hotels/components/hotel-guard'),
  ]).then(([auth, hotel]) => ({ ...auth, RequireHotelAccess: hotel.RequireHotelAccess }));

/**
 * A screen that is not a guest page: its module and the staff part of the translations
 * (src/i18n/locale-parts.ts), loaded together.
 */
function staffScreen<M>(load: () => Promise<M>) {
  return () => Promise.all([load(), loadStaffTranslations()]).then(([module]) => module);
}

/** A guarded screen (a staff screen): its module and the guards, loaded together. */
function withGuards<M>(load: () => Promise<M>) {
  return () => Promise.all([staffScreen(load)(), loadGuards()]);
}

/**
 * A promise that says how it ended (`status`, `value`, `reason`), the form React's `use` reads:
 * a screen whose chunk has already arrived renders at once instead of suspending for a tick.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };
function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise;
  result.status = 'pending';
  promise.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

/**
 * A screen in its own chunk, fetched when first shown (or earlier through preload). Not
 * `React.lazy`: a lazy component suspends on its first render even when its chunk has loaded, and
 * a prerendered page hydrated around a suspended screen throws the screen's HTML away and renders
 * it again as soon as anything above it changes (the guest's session, the hotel list). main.tsx
 * waits for the screens' chunks (preloadScreens) before it hydrates, and `use` then has them.
 */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= tracked(load().then(pick)));
  function Screen() {
    const Loaded = use(preload());
    return <Loaded />;
  }
  return { element: <Screen />, handle: { preload } };
}

/** What a route's handle may carry: its screen's preload, and its data's (see preloadScreens). */
interface ScreenHandle {
  preload?: () => Promise<unknown>;
  prefetch?: (params: Params, search: URLSearchParams) => void;
}

/** A lazy screen whose first data is asked for as the page starts (see preloadScreens). */
function withPrefetch(
  screen: ReturnType<typeof lazyScreen>,
  prefetch: NonNullable<ScreenHandle['prefetch']>,
) {
  return { ...screen, handle: { ...screen.handle, prefetch } satisfies ScreenHandle };
}

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
