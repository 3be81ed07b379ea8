import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  addressConfirmed,
  addressHashInput,
  nextRecipientCount,
  toEmailConfirmation,
  type GuestMailKind,
} from '../../../src/domain/mail-trust';
import { db } from './admin';

/** SHA-256 (hex) of the normalised address: names it in counters and confirmations. */
export const addressHash = (email: string): string =>
  createHash('sha256').update(addressHashInput(email), 'utf8').digest('hex');

/** Whether the report's current address was confirmed (by its link or by staff). */
export function reportAddressConfirmed(lostSnap: DocumentSnapshot): boolean {
  const email: unknown = lostSnap.get('email');
  if (typeof email !== 'string' || email.trim() === '') return false;
  return addressConfirmed(
    toEmailConfirmation(lostSnap.get('emailConfirmation')),
    addressHash(email),
  );
}

export interface MailGate {
  /** The address is confirmed: the mail may carry the report's own text. */
  confirmed: boolean;
  /** The mail may be queued (confirmed, or unconfirmed within the address's limit). */
  allowed: boolean;
  /** Write phase: counts an unconfirmed mail, or records on the report why it was not queued. */
  commit(transaction: Transaction): void;
}

/**
 * Read phase of a guest mail, inside the caller's transaction (before any write): is the
 * report's address confirmed, and if not, may one more unconfirmed mail go to it? The count is
 * per address across every hotel, at mail-recipients/{sha256(normalised address)}, so the
 * address is never stored in clear.
 */
export async function openMailGate(
  transaction: Transaction,
  lostSnap: DocumentSnapshot,
  mail: GuestMailKind,
  now = Date.now(),
): Promise<MailGate> {
  if (reportAddressConfirmed(lostSnap)) {
    return { confirmed: true, allowed: true, commit: () => undefined };
  }
  const counterRef = db.doc(`mail-recipients/${addressHash(String(lostSnap.get('email')))}`);
  const counterSnap = await transaction.get(counterRef);
  const stored = counterSnap.exists
    ? {
        windowStart: (counterSnap.get('windowStart') as Timestamp | undefined)?.toMillis() ?? 0,
        count: Number(counterSnap.get('count') ?? 0),
      }
    : null;
  const next = nextRecipientCount(stored, now);
  return {
    confirmed: false,
    allowed: next !== null,
    commit: (tx) => {
      if (next) {
        tx.set(counterRef, {
          windowStart: Timestamp.fromMillis(next.windowStart),
          count: next.count,
          // For a TTL policy on mail-recipients (README).
          expireAt: Timestamp.fromMillis(next.expireAt),
        });
      } else {
        tx.update(lostSnap.ref, {
          mailHeld: { mail, reason: 'recipient-limit', at: FieldValue.serverTimestamp() },
        });
      }
    },
  };
}
