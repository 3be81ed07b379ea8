import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';
import { paths } from '@/config/paths';
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
      { path: '*', Component: NotFoundRoute },
    ],
  },
]);
