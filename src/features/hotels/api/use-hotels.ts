import { useSubscription, type LiveState } from '@/hooks/use-subscription';
import { loadHotelDirectory } from './hotel-directory';
import type { HotelListEntry } from './hotel-list-entry';

export type { HotelListEntry };

/**
 * All hotels, sorted by displayName: kept live (Firestore listener) by default; with
 * `live = false` (the guest landing page) the hotel directory, cached for an hour and read
 * without the Firestore SDK, so that a guest's first screen does not download it.
 */
export function useHotels(live = true): LiveState<HotelListEntry[]> {
  return useSubscription(live ? 'hotels' : 'hotels:directory', (onData, onError) => {
    let active = true;
    let unsubscribe = () => {};
    if (live) {
      void Promise.all([import('@/firebase/app'), import('@/firebase/subscriptions')]).then(
        ([{ db }, { subscribeHotels }]) => {
          if (!active) return;
          unsubscribe = subscribeHotels(
            db,
            (hotels) => onData(hotels.map(({ id, displayName }) => ({ id, displayName }))),
            onError,
          );
        },
        (error: unknown) =>
          active && onError(error instanceof Error ? error : new Error(String(error))),
      );
    } else {
      loadHotelDirectory().then(
        (hotels) => active && onData(hotels),
        (error: unknown) =>
          active && onError(error instanceof Error ? error : new Error(String(error))),
      );
    }
    return () => {
      active = false;
      unsubscribe();
    };
  });
}
