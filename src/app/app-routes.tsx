import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRoutes, type Location } from 'react-router-dom';
import { routes } from './router';
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

export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}
