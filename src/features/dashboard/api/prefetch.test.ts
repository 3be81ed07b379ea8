import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_TABS, type DashboardTab } from '@/domain/dashboard';
import * as hotelQueries from '@/firebase/hotel-queries';
import { PREFETCH_HOLD_MS, prefetchDashboard } from './prefetch';
import { TAB_QUERIES, tabWindow } from './tab-queries';

// What the prefetch holds and what the dashboard listens to, as (query name, hotel, narrowing):
// the same three make the same Firestore query. Nothing reaches a server.
let held: unknown[][] = [];
let listened: unknown[][] = [];
beforeEach(() => {
  vi.spyOn(hotelQueries, 'holdHotelQuery').mockImplementation((_db, ...query) => {
    held.push(query.slice(0, 3));
    return () => undefined;
  });
  vi.spyOn(hotelQueries, 'subscribeHotelQuery').mockImplementation(
    (_db, name, hotelId, _onData, _onError, narrowing) => {
      listened.push([name, hotelId, narrowing]);
      return () => undefined;
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  held = [];
  listened = [];
});

/** The query the dashboard's own listener starts for `tab` on its first page (useOpenTab). */
function dashboardQuery(tab: DashboardTab) {
  TAB_QUERIES[tab].subscribe(
    'hotel-a',
    () => undefined,
    () => undefined,
    { max: tabWindow(1) },
  );
  return listened.pop();
}

describe('prefetchDashboard', () => {
  it.each(DASHBOARD_TABS)(
    'asks for the very query the dashboard then listens to (?tab=%s)',
    (tab) => {
      prefetchDashboard('hotel-a', tab);
      expect(held).toEqual([dashboardQuery(tab)]);
    },
  );

  it('asks for the Found tab for an address without a tab, or with one it does not know', () => {
    prefetchDashboard('hotel-a', null);
    prefetchDashboard('hotel-a', 'due');
    expect(held).toEqual([dashboardQuery('found'), dashboardQuery('found')]);
    expect(held[0]).not.toEqual(dashboardQuery('lost'));
  });

  it('holds the query long enough for the dashboard to start on a slow connection', () => {
    prefetchDashboard('hotel-a', null);
    expect(hotelQueries.holdHotelQuery).toHaveBeenCalledWith(
      expect.anything(),
      'pendingFound',
      'hotel-a',
      { max: tabWindow(1) },
      PREFETCH_HOLD_MS,
    );
    expect(PREFETCH_HOLD_MS).toBeGreaterThanOrEqual(10_000);
  });
});
