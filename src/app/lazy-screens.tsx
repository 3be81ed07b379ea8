import { use, type ComponentType, type ReactNode } from 'react';
import type { Params } from 'react-router-dom';
import { loadStaffTranslations } from '@/i18n/i18n';
import type { RouteGuard } from '@/features/auth/components/guards';
import type * as Staff from './routes/hotel/staff-screens';

// How the routes (./router) load their screens: each guest screen in its own chunk; the staff
// screens, their guards and the staff part of the translations together.

/**
 * A screen behind its guards, outermost first: each guard is one rule (signed in, privileged,
 * admin, hotel access), so a route states exactly which rules it needs (spec §2 route table).
 */
export function guarded(Screen: ComponentType, ...guards: RouteGuard[]): ComponentType {
  if (guards.length === 0) return Screen;
  const Guarded = () =>
    guards.reduceRight<ReactNode>((inner, Guard) => <Guard>{inner}</Guard>, <Screen />);
  Guarded.displayName = `Guarded(${Screen.displayName ?? Screen.name})`;
  return Guarded;
}

export type StaffScreens = typeof Staff;

/**
 * The staff screens and their guards (./routes/hotel/staff-screens.ts, one chunk), with the staff
 * part of the translations (src/i18n/locale-parts.ts), loaded together.
 */
export function staffScreens(): Promise<StaffScreens> {
  return Promise.all([import('./routes/hotel/staff-screens'), loadStaffTranslations()]).then(
    ([screens]) => screens,
  );
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
 * A lazy screen (its own chunk, or the staff screens'), fetched when first shown (or earlier
 * through preload). Not `React.lazy`: a lazy component suspends on its first render even when its
 * chunk has loaded, and a prerendered page hydrated around a suspended screen throws the screen's
 * HTML away and renders it again as soon as anything above it changes (the guest's session, the
 * hotel list). main.tsx waits for the screens' chunks (preloadScreens) before it hydrates, and
 * `use` then has them.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= tracked(load().then(pick)));
  function Screen() {
    const Loaded = use(preload());
    return <Loaded />;
  }
  return { element: <Screen />, handle: { preload } };
}

/** What a route's handle may carry: its screen's preload, and its data's (see preloadScreens). */
export interface ScreenHandle {
  preload?: () => Promise<unknown>;
  prefetch?: (params: Params, search: URLSearchParams) => void;
}

/**
 * A lazy screen whose first data is asked for as the page starts (see preloadScreens): `load`
 * brings the prefetch's module, and `run` starts it. The screen's preload brings that module too,
 * so that a screen preloaded ahead (the one a sign-in opens) asks for its data at once: in the
 * same task, before the navigation that follows renders the screen. (`import()` of a module that
 * has already loaded still answers a task later in Chromium, after that render.)
 */
export function withPrefetch<M>(
  screen: ReturnType<typeof lazyScreen>,
  load: () => Promise<M>,
  run: (module: M, params: Params, search: URLSearchParams) => void,
) {
  let loaded: M | undefined;
  const loadModule = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const handle: ScreenHandle = {
    preload: () => Promise.all([screen.handle.preload(), loadModule()]),
    prefetch: (params, search) => {
      if (loaded !== undefined) return run(loaded, params, search);
      loadModule().then(
        (module) => run(module, params, search),
        // The screen loads the same code, and says so if it cannot.
        () => undefined,
      );
    },
  };
  return { ...screen, handle };
}
