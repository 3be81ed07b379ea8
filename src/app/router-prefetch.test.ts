import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as dashboardPrefetch from '@/features/dashboard/api/prefetch';
import { cacheCleared, keepCacheFor } from '@/firebase/device-cache';
import { prefetchAfterSignIn, preloadScreens, preloadSignInDestinations } from './router';

let prefetchDashboard: MockInstance<typeof dashboardPrefetch.prefetchDashboard>;
beforeEach(() => {
  prefetchDashboard = vi
    .spyOn(dashboardPrefetch, 'prefetchDashboard')
    .mockImplementation(() => () => undefined);
});

afterEach(() => {
  cacheCleared(null);
  vi.restoreAllMocks();
});

/** Every start below, awaited: the screens' modules load too (the test ends after them). */
const starts: Promise<void>[] = [];
const start = (pathname: string, search = '') => {
  starts.push(preloadScreens({ pathname, search }));
};
const settled = () => Promise.all(starts.splice(0));

describe('preloadScreens: the dashboard asks for its rows as the page starts', () => {
  it("on a staff member's device, with the address's hotel and tab", async () => {
    keepCacheFor('staff-uid');
    start('/hotel-a/admin', '?tab=lost');
    start('/hotel-b/admin');
    await settled();
    await vi.waitFor(() => expect(prefetchDashboard).toHaveBeenCalledTimes(2));
    expect(prefetchDashboard.mock.calls).toEqual([
      ['hotel-a', 'lost'],
      ['hotel-b', null],
    ]);
  });

  it('not on a device that keeps nobody’s data (a guest, a signed-out browser), nor off the dashboard', async () => {
    start('/hotel-a/admin');
    keepCacheFor('staff-uid');
    start('/hotel-a/report');
    start('/');
    // The same start on the dashboard does prefetch: the three above have had their chance.
    start('/hotel-a/admin');
    await settled();
    await vi.waitFor(() => expect(prefetchDashboard).toHaveBeenCalled());
    expect(prefetchDashboard).toHaveBeenCalledTimes(1);
  });
});

describe('preloadSignInDestinations: the login page fetches what sign-in opens', () => {
  it('loads the screens without asking for any data, even on a staff member’s device', async () => {
    keepCacheFor('staff-uid');
    await preloadSignInDestinations();
    // The same device at the dashboard's address does ask for its rows.
    start('/hotel-a/admin');
    await settled();
    await vi.waitFor(() => expect(prefetchDashboard).toHaveBeenCalled());
    expect(prefetchDashboard.mock.calls).toEqual([['hotel-a', null]]);
  });
});

describe('prefetchAfterSignIn: the screen a sign-in opens asks for its data first', () => {
  it('in the same task, before the navigation renders it, once the login page has preloaded it', async () => {
    await preloadSignInDestinations();
    prefetchAfterSignIn('/hotel-a/admin?tab=matched');
    expect(prefetchDashboard.mock.calls).toEqual([['hotel-a', 'matched']]);
  });
});
