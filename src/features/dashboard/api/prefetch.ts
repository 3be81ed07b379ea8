import { isDashboardTab } from '@/domain/dashboard';
import { db } from '@/firebase/app';
import { holdHotelQuery } from '@/firebase/hotel-queries';
import { TAB_QUERIES, tabWindow } from './tab-queries';

/**
 * Long enough for the dashboard's code to load and its own listener to start on a slow
 * connection; after it, the device's cache still holds the rows for that listener.
 */
export const PREFETCH_HOLD_MS = 30_000;

/**
 * The dashboard's first rows, asked for as the page starts, while its code loads: the open tab
 * (`tab`, the address's ?tab=) in its first window and default order, the very query the
 * dashboard's listener then starts (useOpenTab). Returns a stop.
 */
export function prefetchDashboard(hotelId: string, tab: string | null): () => void {
  performance.mark('dashboard:prefetch');
  const open = isDashboardTab(tab) ? tab : 'found';
  return holdHotelQuery(
    db,
    TAB_QUERIES[open].name,
    hotelId,
    { max: tabWindow(1) },
    PREFETCH_HOLD_MS,
  );
}
