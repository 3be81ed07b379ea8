import { runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { Actor } from '@/domain/documents';
import { withActivity } from './activity';
import { readMatch } from './item-writes';
import { OperationError } from './operation-error';

/**
 * Issue 16: staff record that the guest paid the postage (payment itself happens outside the
 * product): who and when, once, with an activity entry.
 */
export function markPaid(db: Firestore, actor: Actor, matchId: string): Promise<void> {
  return runTransaction(db, async (tx) => {
    const match = await readMatch(tx, db, matchId);
    if (match.agreement.paid) throw new OperationError('precondition', 'alreadyPaid');
    withActivity(
      tx,
      db,
      actor,
      {
        target: { collection: 'matches', id: matchId },
        hotelId: match.hotelId,
        action: 'paid',
        from: null,
        to: 'paid',
      },
      { update: { paid: { uid: actor.uid, email: actor.email, at: serverTimestamp() } } },
    );
  });
}
