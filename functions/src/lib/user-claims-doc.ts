import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import type { UserClaims } from '../../../src/domain/entities';
import { db } from './admin';

/**
 * Mirrors an account's new claims in users/{uid} and raises its claimsVersion, which tells the
 * account's open app to refresh its token (spec §6). Reads the document first: call it before the
 * transaction's other writes. `extra` adds fields of the same write (a revocation's
 * tokensValidAfter).
 */
export async function recordClaims(
  transaction: Transaction,
  user: Pick<UserRecord, 'uid' | 'email' | 'displayName'>,
  claims: UserClaims,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const userRef = db.doc(`users/${user.uid}`);
  const snapshot = await transaction.get(userRef);
  const version = snapshot.exists ? Number(snapshot.get('claimsVersion') ?? 0) : 0;
  transaction.set(
    userRef,
    {
      email: user.email ?? '',
      displayName: user.displayName ?? '',
      claims,
      claimsVersion: version + 1,
      ...extra,
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}
