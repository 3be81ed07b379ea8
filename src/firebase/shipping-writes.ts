import { serverTimestamp, type Firestore } from 'firebase/firestore';
import type { Actor } from '@/domain/documents';
import { runTransition } from './activity';
import { readMatch } from './item-writes';
import { OperationError } from './operation-error';

/**
 * Staff record that the guest paid the postage (payment itself happens outside the
 * product): who and when, once, with an activity entry.
 */
export function markPaid(db: Firestore, actor: Actor, matchId: string): Promise<void> {
  return runTransition(db, actor, { collection: 'matches', id: matchId }, readMatch, (match) => {
    if (match.agreement.paid) throw new OperationError('precondition', 'alreadyPaid');
    return {
      action: 'paid',
      from: null,
      to: 'paid',
      update: { paid: { uid: actor.uid, email: actor.email, at: serverTimestamp() } },
    };
  });
}
