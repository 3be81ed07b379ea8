import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { allDueRead, DUE_PAGE } from '@/domain/dashboard-lists';
import type { FoundItem } from '@/domain/entities';
import {
  dueItems,
  latestDueFoundDay,
  RETENTION_GROUPS,
  type Retention,
  type RetentionGroup,
} from '@/domain/retention';
import { db } from '@/firebase/app';
import { countHotelQuery } from '@/firebase/hotel-queries';
import type { HotelQueryName } from '@/firebase/hotel-query-specs';
import { useHotelQuery } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';
import { queryKeys } from '@/lib/query-keys';

const DUE_QUERIES = {
  perishables: 'duePerishables',
  general: 'dueGeneral',
  valuables: 'dueValuables',
  documents: 'dueDocuments',
} as const satisfies Record<RetentionGroup, HotelQueryName>;

/**
 * The Due view. Its count, on the tab, is four aggregation queries: per retention group,
 * the pending found items found by that group's cut-off day (latestDueFoundDay), which are exactly
 * the due ones. The items themselves are read only while the view is open (`open`), oldest first,
 * live; then the due rule orders them.
 */
export function useDueItems(
  hotelId: string,
  retention: Retention,
  now: Date,
  open: boolean,
  countNow: boolean,
) {
  // The earliest-due items first, DUE_PAGE at a time: a hotel that kept years of items past their
  // retention reads and renders a page of them, not all of them. Another hotel starts again.
  const [page, setPage] = useState({ hotelId, shown: DUE_PAGE });
  const shown = page.hotelId === hotelId ? page.shown : DUE_PAGE;
  const cutoffs = RETENTION_GROUPS.map((group) => latestDueFoundDay(retention, group, now));
  const count = useQuery({
    queryKey: queryKeys.counts.due(hotelId, cutoffs),
    queryFn: async () => {
      const counts = await Promise.all(
        RETENTION_GROUPS.map((group, index) =>
          countHotelQuery(db, DUE_QUERIES[group], hotelId, { orderAtMost: cutoffs[index] }),
        ),
      );
      return counts.reduce((sum, value) => sum + value, 0);
    },
    enabled: countNow,
  });
  const listed = open ? hotelId : null;
  // Within a group the oldest item is the earliest due, so the first `shown` of every group hold
  // the first `shown` of all.
  const groups = [
    useHotelQuery(DUE_QUERIES.perishables, listed, { orderAtMost: cutoffs[0], max: shown }),
    useHotelQuery(DUE_QUERIES.general, listed, { orderAtMost: cutoffs[1], max: shown }),
    useHotelQuery(DUE_QUERIES.valuables, listed, { orderAtMost: cutoffs[2], max: shown }),
    useHotelQuery(DUE_QUERIES.documents, listed, { orderAtMost: cutoffs[3], max: shown }),
  ];
  const failed = groups.find((group) => group.status === 'error');
  const loading = groups.some((group) => group.status === 'loading');
  const complete = allDueRead(
    groups.map((group) =>
      group.status === 'success'
        ? { length: group.data.length, stale: group.stale === true }
        : null,
    ),
    shown,
  );
  const [perishables, general, valuables, documents] = groups.map((group) => group.data);
  const all = useMemo(
    () =>
      dueItems(
        [perishables, general, valuables, documents].flatMap((data) => data ?? []),
        retention,
        now,
      ),
    [perishables, general, valuables, documents, retention, now],
  );
  const rows = useMemo(() => all.slice(0, shown), [all, shown]);
  const found: LiveState<FoundItem[]> = failed
    ? { status: 'error', data: undefined, error: failed.error ?? new Error('Due items') }
    : loading
      ? { status: 'loading', data: undefined, error: null }
      : { status: 'success', data: rows.map((row) => row.item), error: null };
  // Once every due item is loaded their number is the count, live; before, the aggregation's.
  const dueCount = found.status === 'success' && complete ? all.length : (count.data ?? null);
  const more = found.status === 'success' && (!complete || all.length > shown);
  const showMore = () => setPage({ hotelId, shown: shown + DUE_PAGE });
  return { found, rows, count: dueCount, more, showMore };
}
