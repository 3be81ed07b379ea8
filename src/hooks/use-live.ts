import { db } from '@/firebase/app';
import {
  subscribeDocument,
  subscribeHotelQuery,
  type DocumentName,
  type DocumentOf,
  type HotelQueryItem,
  type HotelQueryName,
} from '@/firebase/subscriptions';
import { useSubscription, type LiveState } from './use-subscription';

/**
 * A named query of one hotel (src/firebase/subscriptions.ts), live, as `{ status, data, error }`;
 * stays loading while `hotelId` is null.
 */
export function useHotelQuery<N extends HotelQueryName>(
  name: N,
  hotelId: string | null,
): LiveState<HotelQueryItem<N>[]> {
  return useSubscription(hotelId === null ? null : `${name}:${hotelId}`, (ok, fail) =>
    subscribeHotelQuery(db, name, hotelId ?? '', ok, fail),
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
