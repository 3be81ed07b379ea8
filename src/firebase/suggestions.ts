import { collection, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import type { Suggestion } from '@/domain/matching/suggestions';
import { suggestionConverter } from './converters';
import { listen, type OnData, type OnError, type Unsubscribe } from './listen';

/** The queue shows at most this many open suggestions, best first. */
export const SUGGESTION_QUEUE_LIMIT = 100;

/**
 * The hotel's open suggested matches, best first, live (listed in tests/rules/query-manifest.json
 * with its composite index). An accepted, dismissed or removed suggestion leaves the list.
 */
export function subscribeOpenSuggestions(
  db: Firestore,
  hotelId: string,
  onData: OnData<Suggestion[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      collection(db, 'suggestions').withConverter(suggestionConverter),
      where('hotelId', '==', hotelId),
      where('state', '==', 'open'),
      orderBy('rank', 'desc'),
      limit(SUGGESTION_QUEUE_LIMIT),
    ),
    onData,
    onError,
  );
}
