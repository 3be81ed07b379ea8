import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from './admin';
import { addressHash } from './mail-gate';

/**
 * Secret status links. A mail carries a random token; the database keeps only its
 * SHA-256 at status-tokens/{hash} -> {itemId, emailHash}, which no client may read (no rule opens it).
 */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export function newStatusToken(
  transaction: Transaction,
  item: { id: string; hotelId: string; email?: string },
  purpose: string,
): string {
  const token = randomBytes(32).toString('base64url');
  transaction.create(db.doc(`status-tokens/${hashToken(token)}`), {
    itemId: item.id,
    hotelId: item.hotelId,
    purpose,
    // The address the link is mailed to: following the link confirms that address, and only
    // while the report still gives it (get-report-status.ts).
    ...(item.email ? { emailHash: addressHash(item.email) } : {}),
    createdAt: FieldValue.serverTimestamp(),
  });
  return token;
}

/** Public address of the web app, for links in mails (functions/.env: APP_URL). */
export function appUrl(): string {
  return (process.env.APP_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
}

export const statusUrl = (token: string): string =>
  `${appUrl()}/status?token=${encodeURIComponent(token)}`;
