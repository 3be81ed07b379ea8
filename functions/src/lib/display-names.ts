import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from './admin';

/** Saves a user's display name on the account and on the profile. */
export async function saveDisplayName(uid: string, displayName: string): Promise<void> {
  await adminAuth.updateUser(uid, { displayName });
  await db
    .doc(`users/${uid}`)
    .set({ displayName, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}
