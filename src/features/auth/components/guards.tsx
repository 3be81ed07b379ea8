import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** Signed-in routes: a signed-out visitor (or an invisible guest session) goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user)
    return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  return children;
}

/**
 * The admin-only guard (spec §2): Loading... while it checks; a staff-only user goes to found-item
 * registration, a user with neither claim to /.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  const { hotelId = '' } = useParams();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={paths.login.getHref()} replace />;
  if (user.claims.admin) return children;
  if (user.claims.staff) return <Navigate to={paths.registerFoundItem.getHref(hotelId)} replace />;
  return <Navigate to={paths.home.getHref()} replace />;
}
