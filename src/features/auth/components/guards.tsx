import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { loginHrefFor } from '@/lib/login-href';
import { isPrivileged } from '@/lib/roles';

/**
 * One route guard per rule (spec §2, §6), composed by the router around each screen:
 * RequireSignedIn, RequirePrivileged, RequireAdmin, and RequireHotelAccess (in features/hotels).
 */
export type RouteGuard = (props: { children: ReactNode }) => ReactNode;

/** The page asked for, as a same-origin path, so that sign-in can return to it. */
function useRequestedPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Signed in: a signed-out visitor (or an invisible guest session) goes to /login and back. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  const requested = useRequestedPath();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={loginHrefFor(requested)} replace />;
  return children;
}

/** Staff or admin: anyone else signed in sees the authorization bar (spec §2). */
export function RequirePrivileged({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { loading, user } = useAuth();
  const requested = useRequestedPath();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={loginHrefFor(requested)} replace />;
  if (!isPrivileged(user)) {
    return (
      <Alert color="yellow" role="alert" maw={860} mx="auto" my="md">
        {t('dashboard.needsAuthorization')}
      </Alert>
    );
  }
  return children;
}

/**
 * The admin-only guard (spec §2): Loading... while it checks; a staff-only user goes to found-item
 * registration, a user with neither claim to /.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  const { hotelId = '' } = useParams();
  const requested = useRequestedPath();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={loginHrefFor(requested)} replace />;
  if (user.claims.admin) return children;
  if (user.claims.staff) return <Navigate to={paths.registerFoundItem.getHref(hotelId)} replace />;
  return <Navigate to={paths.home.getHref()} replace />;
}
