import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  RequireAdmin,
  RequirePrivileged,
  RequireSignedIn,
  type RouteGuard,
} from '@/features/auth/components/guards';
import { RequireHotelAccess } from '@/features/hotels/components/hotel-guard';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

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

// Every screen is a lazy route, so a guest downloads only the screens they open (not the admin area).
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.home.path,
        lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
      },
      {
        path: paths.login.path,
        lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.status.path,
        lazy: () => import('./routes/status').then((m) => ({ Component: m.StatusRoute })),
      },
      {
        path: paths.hotel.path,
        lazy: () =>
          import('./routes/hotel/hotel-layout').then((m) => ({ Component: m.HotelLayoutRoute })),
        children: [
          { index: true, element: <Navigate to={paths.admin.path} replace /> },
          {
            path: paths.admin.path,
            lazy: () =>
              import('./routes/hotel/admin').then((m) => ({
                Component: guarded(m.AdminRoute, RequireSignedIn),
              })),
          },
          {
            path: paths.reportLostItem.path,
            lazy: () =>
              import('./routes/hotel/report-lost-item').then((m) => ({
                Component: m.ReportLostItemRoute,
              })),
          },
          {
            path: paths.registerFoundItem.path,
            lazy: () =>
              import('./routes/hotel/register-found-item').then((m) => ({
                Component: guarded(m.RegisterFoundItemRoute, RequireSignedIn, RequirePrivileged),
              })),
          },
          {
            // Reached from the admin area: signed in plus the admin-only guard.
            path: paths.foundItems.path,
            lazy: () =>
              import('./routes/hotel/found-items').then((m) => ({
                Component: guarded(m.FoundItemsRoute, RequireSignedIn, RequireAdmin),
              })),
          },
          {
            path: paths.foundItemLabels.path,
            lazy: () =>
              import('./routes/hotel/found-item-labels').then((m) => ({
                Component: guarded(m.FoundItemLabelsRoute, RequireSignedIn, RequirePrivileged),
              })),
          },
          {
            path: paths.foundItem.path,
            lazy: () =>
              import('./routes/hotel/found-item').then((m) => ({
                Component: guarded(m.FoundItemRoute, RequireSignedIn, RequirePrivileged),
              })),
          },
          {
            path: paths.policeHandover.path,
            lazy: () =>
              import('./routes/hotel/police-handover').then((m) => ({
                Component: guarded(m.PoliceHandoverRoute, RequireSignedIn, RequirePrivileged),
              })),
          },
          {
            path: paths.match.path,
            lazy: () => import('./routes/hotel/match').then((m) => ({ Component: m.MatchRoute })),
          },
          {
            path: paths.settings.path,
            lazy: () =>
              // Signed in plus the further permission wrapper: the user's access to this hotel.
              import('./routes/hotel/settings').then((m) => ({
                Component: guarded(m.SettingsRoute, RequireSignedIn, RequireHotelAccess),
              })),
          },
          {
            path: paths.lostItem.path,
            lazy: () =>
              import('./routes/hotel/lost-item').then((m) => ({ Component: m.LostItemRoute })),
          },
          { path: '*', Component: NotFoundRoute },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
]);
