import {
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { onlineTransaction } from './online-transaction';
import { lostItemDerived, newLostItem, type Actor } from '@/domain/documents';
import { matchSummaryOfLost } from '@/domain/match-summary';
import { MAX_REPORTS_PER_WINDOW, nextQuotaStep, type ReportQuota } from '@/domain/report-quota';
import type { LostItemEdit, LostItemWrite } from '@/domain/schemas/lost-item';
import { runTransition } from './activity';
import { editItem, isPermissionDenied, newItemId, softDeleteItem } from './item-writes';
import { OperationError } from './operation-error';
import { readLost } from './transaction-readers';

function quotaOf(snapshot: DocumentSnapshot): ReportQuota | null {
  if (!snapshot.exists()) return null;
  const windowStart: unknown = snapshot.get('windowStart');
  return {
    windowStart: windowStart instanceof Timestamp ? windowStart.toDate() : new Date(0),
    count: Number(snapshot.get('count')) || 0,
  };
}

/** Who reports: their uid, and whether the rules exempt them from the quota (quotaExempt). */
export interface Reporter {
  uid: string;
  quotaExempt: boolean;
}

/**
 * A guest's (or staff member's) lost-item report; returns its id. Photos are attached after.
 * The caller says whether the reporter is exempt from the quota (staff and admins of the hotel,
 * src/domain/report-quota.ts quotaExempt): an exempt report is written as it is. Anyone else
 * spends one unit of their quota (report-quotas/{uid}) in the same transaction, decided from the
 * quota read first: a spent quota is refused before any write with
 * OperationError('quota', 'reportQuotaReached'). The rules enforce the same quota; a refusal of a
 * report whose quota read showed it full (a window over by the browser's clock but not yet by the
 * server's) is the same quota message.
 */
export async function createLostItem(
  db: Firestore,
  reporter: Reporter,
  fields: LostItemWrite,
  id: string = newItemId(db, 'lost-items'),
): Promise<string> {
  const ref = doc(db, 'lost-items', id);
  const report = newLostItem(fields, reporter.uid, serverTimestamp());
  if (reporter.quotaExempt) {
    await setDoc(ref, report);
    return ref.id;
  }
  const quotaRef = doc(db, 'report-quotas', reporter.uid);
  const quotaReached = new OperationError('quota', 'reportQuotaReached');
  let full = false;
  try {
    await onlineTransaction(db, async (tx) => {
      const snapshot = await tx.get(quotaRef);
      const quota = quotaOf(snapshot);
      full = quota !== null && quota.count >= MAX_REPORTS_PER_WINDOW;
      const step = nextQuotaStep(quota, new Date());
      if (step === 'exhausted') throw quotaReached;
      tx.set(ref, report);
      tx.set(
        quotaRef,
        step === 'start' || !quota
          ? { windowStart: serverTimestamp(), count: 1, lastReportId: ref.id }
          : {
              windowStart: snapshot.get('windowStart') as Timestamp,
              count: quota.count + 1,
              lastReportId: ref.id,
            },
      );
    });
    return ref.id;
  } catch (error) {
    if (full && isPermissionDenied(error)) throw quotaReached;
    throw error;
  }
}

/** Staff mark a lost item unread again (offered when viewed is not false). */
export function markUnread(db: Firestore, actor: Actor, id: string): Promise<void> {
  return runTransition(db, actor, { collection: 'lost-items', id }, readLost, (item) => {
    if (item.viewed === false) throw new OperationError('precondition', 'alreadyUnread');
    return { action: 'marked-unread', from: 'viewed', to: 'unread', update: { viewed: false } };
  });
}

export const updateLostItem = (db: Firestore, actor: Actor, id: string, edit: LostItemEdit) =>
  editItem(
    db,
    actor,
    { collection: 'lost-items', id },
    readLost,
    (lost) => ({
      lost: matchSummaryOfLost(lost),
      destinationCountry: lost.country || null,
    }),
    lostItemDerived,
    edit,
  );

export const deleteLostItem = (db: Firestore, actor: Actor, id: string) =>
  softDeleteItem(db, actor, 'lost-items', id);
