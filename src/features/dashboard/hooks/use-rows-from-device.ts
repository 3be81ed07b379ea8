import { useEffect, useMemo } from 'react';
import { DASHBOARD_PAGE_SIZE } from '@/domain/dashboard-lists';
import { keepRows, keptRows } from '@/firebase/device-rows';
import type { LiveState } from '@/hooks/use-subscription';
import { useAuth } from '@/lib/auth-context';

/** How long the server's rows stay unchanged before they are kept (a burst of changes: once). */
export const KEEP_AFTER_MS = 1_000;

/**
 * A list's first page shown from the device while its listener starts: on a reload or in a second
 * tab, the rows the server last sent for `list` (kept in localStorage for the signed-in staff
 * member: src/firebase/device-rows.ts) stand in for the loading state, marked `fromCache` like
 * Firestore's own copy, until Firestore reports (from its cache or the server). `first` says the
 * live query is the list's first window in its default order, the only one kept and shown.
 * The server's rows of that window are kept again each time they settle.
 */
export function useRowsFromDevice<T>(
  list: string,
  live: LiveState<T[]>,
  first: boolean,
): LiveState<T[]> {
  const uid = useAuth().user?.uid ?? null;
  const waiting = live.status === 'loading' && first;
  const kept = useMemo(
    () => (waiting && uid !== null ? keptRows<T>(uid, list) : null),
    [waiting, uid, list],
  );
  const server = first && live.status === 'success' && !live.stale && !live.fromCache;
  const rows = server ? live.data : null;
  useEffect(() => {
    if (!rows || uid === null) return undefined;
    const timer = setTimeout(
      () => keepRows(uid, list, rows.slice(0, DASHBOARD_PAGE_SIZE)),
      KEEP_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [rows, uid, list]);
  return waiting && kept ? { status: 'success', data: kept, error: null, fromCache: true } : live;
}
