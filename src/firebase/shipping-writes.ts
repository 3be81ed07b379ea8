import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { logActivity, type Actor } from './activity';
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
    const activityId = logActivity(tx, db, actor, {
      hotelId: match.hotelId,
      targetType: 'match',
      targetId: matchId,
      action: 'paid',
      from: null,
      to: 'paid',
    });
    tx.update(doc(db, 'matches', matchId), {
      paid: { uid: actor.uid, email: actor.email, at: serverTimestamp() },
      updatedAt: serverTimestamp(),
      lastActivityId: activityId,
    });
  });
}
