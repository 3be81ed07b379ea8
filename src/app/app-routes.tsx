import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRoutes, type Location } from 'react-router-dom';
import { notFoundRoutes, routes } from './router';
import { RouteError } from './routes/route-error';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

/** A screen that throws (or whose chunk fails to load after a deploy) shows RouteError. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; at: string | null }> {
  state = { error: null as unknown, at: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { at: string | null }) {
    // Leaving the page that failed clears the error (as the data router did).
    const at = `${props.location.pathname}${props.location.search}`;
    return state.at === at ? null : { error: null, at };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route failed', error, info.componentStack);
  }

  render() {
    if (this.state.error !== null) return <RouteError error={this.state.error} />;
    return this.props.children;
  }
}

/**
 * `notFound`: Hosting answered this address with its Not Found page (an address outside the app's
 * routes in firebase.json), so Not Found is shown there; any address the user goes on to is routed
 * as usual.
 */
export function AppRoutes({ notFound = false }: { notFound?: boolean }) {
  const location = useLocation();
  const [firstPath] = useState(location.pathname);
  const element = useRoutes(notFound && location.pathname === firstPath ? notFoundRoutes : routes);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}
