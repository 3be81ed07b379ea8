import { db } from '@/firebase/app';
import { subscribeHotelQuery } from '@/firebase/hotel-queries';
import type { HotelQueryItem, HotelQueryName, QueryNarrowing } from '@/firebase/hotel-query-specs';
import { subscribeDocument, type DocumentName, type DocumentOf } from '@/firebase/subscriptions';
import { useSubscription, type LiveState } from './use-subscription';

/**
 * A named query of one hotel (src/firebase/hotel-queries.ts), live, as `{ status, data, error }`;
 * stays loading while `hotelId` is null. `narrowing` (size, date bound) is part of the query.
 */
export function useHotelQuery<N extends HotelQueryName>(
  name: N,
  hotelId: string | null,
  narrowing: QueryNarrowing = {},
): LiveState<HotelQueryItem<N>[]> {
  const family = hotelId === null ? null : `${name}:${hotelId}`;
  const key =
    family === null
      ? null
      : `${family}:${narrowing.max ?? ''}:${narrowing.orderAtMost ?? ''}:${narrowing.orderAtLeast ?? ''}:${narrowing.token ?? ''}`;
  // A larger window of the same list keeps showing the rows it already has while it loads.
  return useSubscription(
    key,
    (ok, fail) => subscribeHotelQuery(db, name, hotelId ?? '', ok, fail, narrowing),
    family,
  );
}

/**
 * One document, live; null when it does not exist or when `visible` says it is not to be shown
 * (a soft-deleted item). Stays loading while `id` is null.
 */
export function useDocument<N extends DocumentName>(
  name: N,
  id: string | null,
  visible: (document: DocumentOf<N>) => boolean = () => true,
): LiveState<DocumentOf<N> | null> {
  return useSubscription(id === null ? null : `${name}:${id}`, (ok, fail) =>
    subscribeDocument(
      db,
      name,
      id ?? '',
      (document) => ok(document && visible(document) ? document : null),
      fail,
    ),
  );
}
