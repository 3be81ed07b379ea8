import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAdmin, RequireAuth } from '@/features/auth/components/guards';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

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
        path: paths.hotel.path,
        lazy: () =>
          import('./routes/hotel/hotel-layout').then((m) => ({ Component: m.HotelLayoutRoute })),
        children: [
          { index: true, element: <Navigate to={paths.admin.path} replace /> },
          {
            path: paths.admin.path,
            lazy: () =>
              import('./routes/hotel/admin').then((m) => ({
                Component: () => (
                  <RequireAuth>
                    <m.AdminRoute />
                  </RequireAuth>
                ),
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
                Component: () => (
                  <RequireAuth>
                    <m.RegisterFoundItemRoute />
                  </RequireAuth>
                ),
              })),
          },
          {
            // Reached from the admin area: signed in plus the admin-only guard.
            path: paths.foundItems.path,
            lazy: () =>
              import('./routes/hotel/found-items').then((m) => ({
                Component: () => (
                  <RequireAuth>
                    <RequireAdmin>
                      <m.FoundItemsRoute />
                    </RequireAdmin>
                  </RequireAuth>
                ),
              })),
          },
          {
            path: paths.foundItemLabels.path,
            lazy: () =>
              import('./routes/hotel/found-item-labels').then((m) => ({
                Component: () => (
                  <RequireAuth>
                    <m.FoundItemLabelsRoute />
                  </RequireAuth>
                ),
              })),
          },
          {
            path: paths.foundItem.path,
            lazy: () =>
              import('./routes/hotel/found-item').then((m) => ({
                Component: () => (
                  <RequireAuth>
                    <m.FoundItemRoute />
                  </RequireAuth>
                ),
              })),
          },
          {
            path: paths.match.path,
            lazy: () => import('./routes/hotel/match').then((m) => ({ Component: m.MatchRoute })),
          },
          {
            path: paths.settings.path,
            lazy: () =>
              import('./routes/hotel/settings').then((m) => ({
                Component: () => (
                  <RequireAuth>
                    <m.SettingsRoute />
                  </RequireAuth>
                ),
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
