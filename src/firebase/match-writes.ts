import { collection, doc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { onlineTransaction } from './online-transaction';
import type { PackageSize } from '@/domain/entities';
import { isMatchCandidate } from '@/domain/match-scoring';
import { calculatePostage } from '@/domain/postage';
import { postageSettled } from '@/domain/postage-payment';
import { toFoundItem, toLostItem } from '@/domain/records';
import { shippingRefusedWithoutOverride } from '@/domain/shipping-rules';
import { canEditPackage, canHold, canRelease, canShip } from '@/domain/status-transitions';
import { cleanTrackingNumber, type Carrier } from '@/domain/tracking';
import { newMatch, type Actor } from '@/domain/documents';
import { runTransition, withActivity } from './activity';
import { releaseMatch } from './match-release';
import { readMatch, readToShip } from './transaction-readers';
import { OperationError } from './operation-error';

/**
 * Admins match a lost and a found item of the same hotel, both pending and unmatched. Checked
 * inside the transaction, so of many concurrent attempts on one item at most one succeeds.
 */
export function createMatch(
  db: Firestore,
  actor: Actor,
  ids: { lostItemId: string; foundItemId: string },
): Promise<string> {
  return onlineTransaction(db, async (tx) => {
    const [lostSnap, foundSnap] = await Promise.all([
      tx.get(doc(db, 'lost-items', ids.lostItemId)),
      tx.get(doc(db, 'found-items', ids.foundItemId)),
    ]);
    if (!lostSnap.exists() || !foundSnap.exists())
      throw new OperationError('not-found', 'itemNotFound');
    const lost = toLostItem(lostSnap.id, lostSnap.data());
    const found = toFoundItem(foundSnap.id, foundSnap.data());
    if (lost.hotelId !== found.hotelId) throw new OperationError('precondition', 'differentHotels');
    if (!isMatchCandidate(lost, lost.hotelId) || !isMatchCandidate(found, lost.hotelId)) {
      throw new OperationError('precondition', 'alreadyMatched');
    }
    const matchRef = doc(collection(db, 'matches'));
    const hotelId = lost.hotelId;
    const matched = { hotelId, action: 'matched', from: 'pending', to: 'matched' } as const;
    withActivity(
      tx,
      db,
      actor,
      { ...matched, target: { collection: 'matches', id: matchRef.id }, from: null },
      {
        create: newMatch(
          lost,
          found,
          { hotelId, createdBy: actor.uid, country: lost.country },
          serverTimestamp(),
        ),
      },
    );
    const partners = [
      {
        collection: 'lost-items',
        id: lost.id,
        update: { status: 'matched', matchId: matchRef.id },
      },
      {
        collection: 'found-items',
        id: found.id,
        update: { status: 'matched', matchId: matchRef.id, matchedAt: serverTimestamp() },
      },
    ] as const;
    for (const { update, ...target } of partners) {
      const change = { ...matched, target, details: { matchId: matchRef.id } };
      withActivity(tx, db, actor, change, { update });
    }
    return matchRef.id;
  });
}

/**
 * Unmatching deletes the match and resets both items to pending. Irreversible (spec §4), and not
 * possible once shipped (the shipping record stays).
 */
export function unmatch(db: Firestore, actor: Actor, matchId: string): Promise<void> {
  return onlineTransaction(db, async (tx) => {
    const match = await readMatch(tx, db, matchId);
    releaseMatch(tx, db, actor, match, { lost: true, found: true });
  });
}

/** On hold sends the match to manager approval. */
export function holdMatch(db: Firestore, actor: Actor, matchId: string): Promise<void> {
  return runTransition(db, actor, { collection: 'matches', id: matchId }, readMatch, (match) => {
    if (!canHold(match)) throw new OperationError('precondition', 'errorOnHold');
    return {
      action: 'on-hold',
      from: match.status,
      to: 'on-hold',
      update: { status: 'on-hold', onHoldAt: serverTimestamp() },
    };
  });
}

/**
 * An admin releases a match held for approval back to matched; approving is the
 * confirmMatch function (on-hold -> confirmed, which notifies the guest).
 */
export function releaseHold(db: Firestore, actor: Actor, matchId: string): Promise<void> {
  return runTransition(db, actor, { collection: 'matches', id: matchId }, readMatch, (match) => {
    if (!canRelease(match)) throw new OperationError('precondition', 'notOnHold');
    return {
      action: 'released',
      from: 'on-hold',
      to: 'matched',
      update: { status: 'matched', onHoldAt: null },
    };
  });
}

/**
 * Mark shipped: only once a package size is set, and never twice. Carrier and tracking number
 * are optional; the guest's "shipped" mail carries them. The rules also require the
 * guest's address and quote acceptance, or `agreedByPhone`; the postage marked paid, unless
 * the hotel waived payment; and an admin's override for an item the shipping rules refuse
 * (src/domain/shipping-rules.ts).
 */
export function markShipped(
  db: Firestore,
  actor: Actor,
  matchId: string,
  shipping?: {
    carrier: Carrier | null;
    trackingNumber: string;
    carrierUrl?: string;
    agreedByPhone?: boolean;
  },
): Promise<void> {
  return runTransition(db, actor, { collection: 'matches', id: matchId }, readToShip, (match) => {
    if (!canShip(match))
      throw new OperationError(
        'precondition',
        match.packageSize ? 'alreadyShipped' : 'packageSizeRequired',
      );
    if (!postageSettled(match.agreement.paid, match.payment))
      throw new OperationError('precondition', 'paymentRequired');
    if (shippingRefusedWithoutOverride(match))
      throw new OperationError('precondition', 'shippingRefused');
    return {
      action: 'shipped',
      from: match.status,
      to: 'shipped',
      update: {
        status: 'shipped',
        shippedAt: serverTimestamp(),
        ...(shipping?.carrier ? { carrier: shipping.carrier } : {}),
        ...(shipping?.trackingNumber.trim()
          ? { trackingNumber: cleanTrackingNumber(shipping.trackingNumber) }
          : {}),
        ...(shipping?.carrier === 'other' && shipping.carrierUrl
          ? { carrierUrl: shipping.carrierUrl }
          : {}),
        // Without the guest's yes on the status page, staff record that it was agreed by phone.
        ...(shipping?.agreedByPhone
          ? { agreedByPhone: { uid: actor.uid, email: actor.email, at: serverTimestamp() } }
          : {}),
      },
    };
  });
}

/**
 * An admin records, with a reason, that an item the shipping rules refuse is shipped anyway
 * (once; the rules check the admin and the mark).
 */
export function overrideShippingRefusal(
  db: Firestore,
  actor: Actor,
  matchId: string,
  reason: string,
): Promise<void> {
  return runTransition(db, actor, { collection: 'matches', id: matchId }, readMatch, (match) => {
    if (match.shippingOverride) throw new OperationError('precondition', 'alreadyOverridden');
    return {
      action: 'shipping-override',
      from: null,
      to: 'override',
      details: { reason: reason.trim() },
      update: {
        shippingOverride: {
          uid: actor.uid,
          email: actor.email,
          at: serverTimestamp(),
          reason: reason.trim(),
        },
      },
    };
  });
}

export type PackageUpdateResult =
  { saved: true; postageCost: number } | { saved: false; reason: 'missingDestination' };

/**
 * Package details with postage from the lost item's destination. Without a destination nothing
 * is saved (spec §5): the caller logs it.
 */
export function updatePackageDetails(
  db: Firestore,
  actor: Actor,
  matchId: string,
  details: { packageSize: PackageSize; packageWeight: number | null },
): Promise<PackageUpdateResult> {
  return onlineTransaction(db, async (tx): Promise<PackageUpdateResult> => {
    const match = await readMatch(tx, db, matchId);
    if (!canEditPackage(match)) throw new OperationError('precondition', 'alreadyShipped');
    const lostSnap = await tx.get(doc(db, 'lost-items', match.lostItemId));
    const destination =
      (lostSnap.exists() ? toLostItem(lostSnap.id, lostSnap.data()).country : '') ||
      match.destinationCountry ||
      '';
    if (!destination.trim()) return { saved: false, reason: 'missingDestination' };
    const postageCost = calculatePostage(details.packageSize, destination);
    withActivity(
      tx,
      db,
      actor,
      {
        target: { collection: 'matches', id: matchId },
        hotelId: match.hotelId,
        action: 'package-updated',
        from: match.packageSize,
        to: details.packageSize,
        details: {
          packageWeight: details.packageWeight,
          postageCost,
          destinationCountry: destination,
        },
      },
      {
        update: {
          packageSize: details.packageSize,
          packageWeight: details.packageWeight,
          postageCost,
          destinationCountry: destination,
        },
      },
    );
    return { saved: true, postageCost };
  });
}

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
