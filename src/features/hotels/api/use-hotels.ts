import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { db } from '@/firebase/app';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';

export interface HotelListEntry {
  id: string;
  displayName: string;
}

function subscribeHotelList(
  onData: (hotels: HotelListEntry[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(collection(db, 'hotels'), orderBy('displayName', 'asc')),
    (snapshot) =>
      onData(
        snapshot.docs.map((doc) => {
          const name: unknown = doc.get('displayName');
          return { id: doc.id, displayName: typeof name === 'string' && name ? name : doc.id };
        }),
      ),
    onError,
  );
}

/** All hotels, sorted by displayName, kept live. */
export function useHotels(): LiveState<HotelListEntry[]> {
  return useSubscription('hotels', subscribeHotelList);
}
