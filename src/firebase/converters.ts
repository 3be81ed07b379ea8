import { toSuggestion, type Suggestion } from '@/domain/matching/suggestions';
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { ActivityEntry } from '@/domain/activity';
import type { FoundItem, Hotel, LostItem, Match, UserProfile } from '@/domain/entities';
import { toActivityEntry, toFoundItem, toHotel, toLostItem, toUserProfile } from '@/domain/records';
import { toMatch } from '@/domain/records-match';
import { toPoliceHandover, type PoliceHandover } from '@/domain/police-handover';
import { toReportRateHour, type ReportRateHour } from '@/domain/mail-trust';

/**
 * One converter per collection. Reading goes through the domain's record mappers (Timestamps
 * become Date, bad values Invalid Date, missing ones defaults). Writes never go through these
 * converters: the named operations write explicit fields (see item-writes.ts, match-writes.ts).
 */
function readOnlyConverter<T>(
  map: (id: string, data: DocumentData) => T,
): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore: () => {
      throw new Error('Write documents through the named operations, not through converters.');
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => map(snapshot.id, snapshot.data()),
  };
}

export const hotelConverter = readOnlyConverter<Hotel>(toHotel);
export const userConverter = readOnlyConverter<UserProfile>(toUserProfile);
export const lostItemConverter = readOnlyConverter<LostItem>(toLostItem);
export const foundItemConverter = readOnlyConverter<FoundItem>(toFoundItem);
export const matchConverter = readOnlyConverter<Match>(toMatch);
export const activityConverter = readOnlyConverter<ActivityEntry>(toActivityEntry);
export const policeHandoverConverter = readOnlyConverter<PoliceHandover>(toPoliceHandover);
/** Written only by the suggestion functions (functions/src/lib/suggestions.ts). */
export const suggestionConverter = readOnlyConverter<Suggestion>(toSuggestion);
export const reportRateConverter = readOnlyConverter<ReportRateHour>(toReportRateHour);
