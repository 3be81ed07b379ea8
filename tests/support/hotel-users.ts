import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  callFunction,
  clearFirestore,
  clearFirestoreKeepingUsers,
  closeClients,
  signedInUsers,
  type TestClient,
  type TestUser,
} from './emulator';
import { seedHotel } from './fixtures';

/** A hotel a test file seeds: id, display name and whether it sends guest mail. */
export type TestHotel = readonly [id: string, displayName: string, emailNotifications?: boolean];

/**
 * The setup of a file that works as signed-in users of some hotels. Before its tests Firestore
 * is emptied and the users are created and signed in; before each test Firestore is emptied but
 * for the users' documents, and the hotels are seeded; after the tests every client is closed.
 * `as` holds the users' clients and `uids` their uids, by key, once the tests run.
 */
export function usersOfHotels<K extends string>(
  hotels: readonly TestHotel[],
  users: Record<K, TestUser>,
) {
  const as = {} as Record<K, TestClient>;
  const uids = {} as Record<K, string>;
  beforeAll(async () => {
    await clearFirestore();
    Object.assign(as, await signedInUsers(users));
    for (const key of Object.keys(users) as K[]) uids[key] = as[key].actor.uid;
  });
  beforeEach(async () => {
    await clearFirestoreKeepingUsers();
    for (const [id, displayName, emailNotifications] of hotels)
      await seedHotel(id, displayName, emailNotifications);
  });
  afterAll(closeClients);
  return { as, uids };
}

/** `client` sets the admin and staff flags of user `uid` in a hotel (the updateUserClaims callable). */
export const setFlags = (
  client: TestClient,
  uid: string,
  hotelId: string,
  admin: boolean,
  staff: boolean,
) => callFunction(client, 'updateUserClaims', { targetUserId: uid, hotelId, admin, staff });

/** `client` renames user `uid` of a hotel (the updateOtherUserDisplayName callable). */
export const renameUser = (
  client: TestClient,
  uid: string,
  hotelId: string,
  newDisplayName: string,
) =>
  callFunction(client, 'updateOtherUserDisplayName', {
    targetUserId: uid,
    hotelId,
    newDisplayName,
  });
