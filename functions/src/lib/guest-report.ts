import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { toDateValue } from '../../../src/domain/dates';
import {
  guestStateOf,
  statusSteps,
  type GetReportStatusResponse,
  type StatusStep,
} from '../../../src/domain/guest-status';
import { guestErasureStatus } from '../../../src/domain/guest-data';
import { guestPaymentOf, toPaymentSettings } from '../../../src/domain/postage-payment';
import { toLostItem } from '../../../src/domain/records';
import { toMatch } from '../../../src/domain/records-match';
import { isReference, normalizeReference } from '../../../src/domain/reference';
import { guestAccepted } from '../../../src/domain/shipping-agreement';
import { answerTargetHours } from '../../../src/domain/thread-summary';
import { assessShipping, matchShippingTypes } from '../../../src/domain/shipping-rules';
import { cleanTrackingNumber, trackingUrl } from '../../../src/domain/tracking';
import { db } from './admin';
import { parseInput } from './guards';
import { refuse } from './refuse';
import { hotelMailInfo } from './guest-mail';
import { addressHash, reportAddressConfirmed } from './mail-gate';
import { addressCounter, callerAddress, referenceCounter, takeAttempt } from './status-attempts';
import { guestThreadOf } from './thread-view';
import { hashToken } from './tokens';

/** One not-found for every wrong guess; a mail link's is told to use the reference instead. */
const notFound = (byToken = false) =>
  refuse('not-found', byToken ? 'guestStatus.errors.token' : 'guestStatus.errors.notFound');
const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';

export type GuestCredentials = { token: string } | { reference: string; email: string };

/**
 * The guest's own report. Unknown reference, wrong email, deleted report and unknown token all
 * end in the same not-found, and each counts as a failed attempt of the caller's address (and of
 * the reference named); a proof that holds costs nothing (docs/trust-model.md, "The attempt limit
 * of the status page").
 */
async function guestReport(
  request: CallableRequest,
  input: GuestCredentials,
): Promise<{ snap: DocumentSnapshot; confirmedNow: boolean }> {
  const address = callerAddress(request);
  return 'token' in input
    ? reportByToken(address, input.token)
    : reportByReference(address, input.reference, input.email);
}

/**
 * What every guest callable starts with: its request checked by `schema` (a proof, reference and
 * email or a link's token, plus what the callable takes), then the report the proof opens
 * (`guestReport`). Validation comes first, so a malformed request costs no attempt.
 */
export async function proveGuest<S extends z.ZodType<GuestCredentials>>(
  request: CallableRequest,
  schema: S,
): Promise<{ input: z.infer<S>; snap: DocumentSnapshot; confirmedNow: boolean }> {
  const input = parseInput(schema, request.data);
  return { input, ...(await guestReport(request, input)) };
}

/**
 * A mail link's token: 32 random bytes nobody guesses, so a valid one is never counted nor
 * refused, also from an address that is locked out. An unknown one counts as a failure.
 */
async function reportByToken(address: string, token: string) {
  const tokenSnap = await db.doc(`status-tokens/${hashToken(token)}`).get();
  const itemId: unknown = tokenSnap.get('itemId');
  const emailHash: unknown = tokenSnap.get('emailHash');
  const itemSnap = await db.doc(`lost-items/${typeof itemId === 'string' ? itemId : '-'}`).get();
  const item = itemSnap.exists ? toLostItem(itemSnap.id, itemSnap.data() ?? {}) : null;
  if (typeof itemId !== 'string' || !item || item.deleted) {
    await takeAttempt([addressCounter(address)]);
    throw notFound(true);
  }
  const erased = item.erasure?.erasedAt != null;
  const mailedTo = typeof emailHash === 'string' ? emailHash : null;
  const confirmedNow = mailedTo && !erased ? await confirmAddress(itemSnap, mailedTo) : false;
  return { snap: itemSnap, confirmedNow };
}

/**
 * A reference and an email. The attempt is taken before the proof is checked, and refused while
 * the address or the reference is locked out, right or wrong: a lock that let a right proof
 * through would tell a right guess from a wrong one. Given back once the proof holds.
 */
async function reportByReference(address: string, typed: string, email: string) {
  const reference = normalizeReference(typed);
  const wellFormed = isReference(reference);
  const giveBack = await takeAttempt([
    addressCounter(address),
    ...(wellFormed ? [referenceCounter(reference)] : []),
  ]);
  const reservation = wellFormed ? await db.doc(`references/${reference}`).get() : null;
  const itemId: unknown = reservation?.get('itemId');
  const itemSnap = await db.doc(`lost-items/${typeof itemId === 'string' ? itemId : '-'}`).get();
  if (typeof itemId !== 'string' || !itemSnap.exists) throw notFound();
  const item = toLostItem(itemSnap.id, itemSnap.data() ?? {});
  // An erased report has no email left: its reference alone shows that it was erased (and no
  // more: statusOf answers no personal data of it).
  const erased = item.erasure?.erasedAt != null;
  if (item.deleted || (!erased && !sameEmail(item.email, email))) throw notFound();
  await giveBack();
  return { snap: itemSnap, confirmedNow: false };
}

/**
 * Following a mail's link proves the guest reads the address it was mailed to: the report's
 * address counts as confirmed (docs/trust-model.md) while the report still gives that address.
 * Knowing the reference and the email proves nothing and confirms nothing.
 */
async function confirmAddress(itemSnap: DocumentSnapshot, mailedTo: string): Promise<boolean> {
  const email: unknown = itemSnap.get('email');
  if (typeof email !== 'string' || addressHash(email) !== mailedTo) return false;
  if (reportAddressConfirmed(itemSnap)) return false;
  await itemSnap.ref.update({
    emailConfirmation: {
      emailHash: mailedTo,
      method: 'link',
      at: FieldValue.serverTimestamp(),
      by: null,
    },
  });
  return true;
}

const iso = (value: unknown): string | null => {
  const date = toDateValue(value);
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

/** How the hotel asks to be paid, with the link filled in: `{ payment }`, or nothing when unset. */
function paymentOf(
  hotelSnap: DocumentSnapshot,
  match: { postageCost: number | null; agreement: { paid: unknown } },
  reference: string,
) {
  const settings = hotelSnap.get('settings') as { payment?: unknown } | undefined;
  const paid = match.agreement.paid !== null;
  const payment = guestPaymentOf(
    toPaymentSettings(settings?.payment),
    { ...match, paid },
    reference,
  );
  return payment ? { payment } : {};
}

/** What the guest may see of their report: no staff, no other guest, none of their own contact. */
export async function statusOf(itemSnap: DocumentSnapshot): Promise<GetReportStatusResponse> {
  const item = toLostItem(itemSnap.id, itemSnap.data() ?? {});
  const [hotelSnap, matchSnap] = await Promise.all([
    db.doc(`hotels/${item.hotelId}`).get(),
    item.matchId ? db.doc(`matches/${item.matchId}`).get() : Promise.resolve(null),
  ]);
  const hotel = hotelMailInfo(item.hotelId, hotelSnap.data() ?? {});
  const matchData = matchSnap?.exists ? (matchSnap.data() ?? {}) : null;
  const match = matchData && matchSnap ? toMatch(matchSnap.id, matchData) : null;
  const state = guestStateOf(match);

  const reached: Record<StatusStep, boolean> = {
    reported: true,
    found: match !== null,
    confirmed:
      match !== null &&
      (match.confirmedAt !== null || state === 'shipped' || state === 'picked-up'),
    shipped: state === 'shipped',
    'picked-up': state === 'picked-up',
  };
  const at: Record<StatusStep, string | null> = {
    reported: iso(item.createdAt),
    found: match ? iso(match.matchedAt) : null,
    confirmed: match ? iso(match.confirmedAt) : null,
    shipped: match ? iso(match.shippedAt) : null,
    'picked-up': match?.pickup ? iso(match.pickup.at) : null,
  };
  const carrier = match?.carrier ?? null;
  const trackingNumber = cleanTrackingNumber(match?.trackingNumber ?? '');
  const erasure = guestErasureStatus(item.erasure);
  if (erasure?.state === 'erased') {
    // Erased: where it stood and when it was erased; no timeline, shipping or offer.
    return {
      reference: item.reference,
      hotelName: hotel.name,
      hotelContact: { email: hotel.contactEmail, phone: hotel.contactPhone },
      itemType: item.itemType,
      itemName: '',
      language: item.language,
      state,
      timeline: [],
      shipping: null,
      offer: null,
      erasure,
    };
  }
  return {
    ...(erasure ? { erasure } : {}),
    reference: item.reference,
    hotelName: hotel.name,
    hotelContact: { email: hotel.contactEmail, phone: hotel.contactPhone },
    itemType: item.itemType,
    itemName: item.itemName,
    language: item.language,
    state,
    timeline: statusSteps(state).map((step) => ({
      step,
      done: reached[step],
      at: reached[step] ? at[step] : null,
    })),
    shipping:
      state === 'shipped'
        ? {
            carrier,
            trackingNumber,
            trackingUrl: trackingUrl(carrier, trackingNumber, match?.carrierUrl),
          }
        : null,
    // With the quote: what the post accepts of the item (src/domain/shipping-rules.ts).
    ...(match && (state === 'confirmed' || state === 'on-hold')
      ? {
          shippingRules: {
            ...assessShipping(matchShippingTypes(match)),
            overridden: match.shippingOverride !== null,
          },
        }
      : {}),
    offer:
      match && (state === 'confirmed' || state === 'on-hold')
        ? {
            quote: match.postageCost,
            destination: match.destinationCountry ?? item.country,
            address: match.agreement.shippingAddress,
            accepted: guestAccepted({ ...match.agreement, postageCost: match.postageCost }),
            acceptedAt: iso(match.agreement.quoteAcceptedAt),
            agreedByPhone: match.agreement.agreedByPhone !== null,
            // Present once the hotel chose how guests pay (Settings, "Paying the postage").
            ...paymentOf(hotelSnap, match, item.reference),
          }
        : null,
    thread: {
      ...(await guestThreadOf(itemSnap)),
      answerTargetHours: answerTargetHours(
        hotelSnap.get('settings') as { answerTargetHours?: unknown } | undefined,
      ),
    },
  };
}
