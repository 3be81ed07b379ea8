import type { UserProfile } from '@/domain/entities';
import { db } from './app';
import { subscribeDocument } from './subscriptions';

/**
 * The signed-in user's profile (users/{uid}), live: how a page learns that the user's claims
 * changed (spec §4). `null` while the profile does not exist.
 */
export function watchProfile(
  uid: string,
  onProfile: (profile: UserProfile | null) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeDocument(db, 'user', uid, onProfile, onError);
}
