import type { Language } from './language';
import { z } from 'zod';
import { byReference, byToken } from './guest-credentials';
import { MAX_ADDRESS } from './shipping-agreement';
import type { GuestThread } from './messages';
import type { GuestPayment } from './postage-payment';
import type { ShippingAssessment } from './shipping-rules';
import type { Carrier } from './tracking';

/**
 * The guest status callable: a guest on any device gives the reference and the email
 * of their report, or the secret token of a mail link, and gets the status of that one report.
 * The answer holds nothing about staff or other guests.
 */
export const GET_REPORT_STATUS = 'getReportStatus';

export {
  byReference,
  byToken,
  MAX_LOOKUP_EMAIL,
  MAX_REFERENCE_INPUT,
  STATUS_TOKEN_PATTERN,
} from './guest-credentials';

/**
 * Failed proofs (a wrong email, an unknown reference or token) per caller address and window
 * before the guest callables answer resource-exhausted. A proof that holds is not counted
 * (docs/trust-model.md, "The attempt limit of the status page").
 */
export const STATUS_ATTEMPT_LIMIT = 10;
/** Failed proofs naming one reference, from any address, per window. */
export const STATUS_REFERENCE_ATTEMPT_LIMIT = 10;
export const STATUS_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** What replaces a mail link's token in the stored copy once the mail was sent (or gave up). */
export const REDACTED_TOKEN = 'REDACTED';

/**
 * Pure: the text or HTML of a mail with every status-link token replaced by REDACTED_TOKEN, so
 * the stored mail document no longer holds a working link (status-tokens keep only a hash).
 */
export function redactStatusTokens(text: string): string {
  return text.replace(
    /([?&](?:amp;)?token=)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
    `$1${REDACTED_TOKEN}`,
  );
}

/** The shortest postal address the guest can confirm. */
export const MIN_ADDRESS = 5;

export const getReportStatusRequest = z.union([
  z.object(byReference).strict(),
  z.object(byToken).strict(),
]);
export type GetReportStatusRequest = z.input<typeof getReportStatusRequest>;

/** The guest confirms the postal address and accepts the quote shown on the status page. */
export const CONFIRM_SHIPPING = 'confirmShippingDetails';
const shippingConsent = {
  address: z.string().trim().min(MIN_ADDRESS, 'guestStatus.errors.address').max(MAX_ADDRESS),
  acceptQuote: z.literal(true, 'guestStatus.errors.acceptQuote'),
};
export const confirmShippingRequest = z.union([
  z.object({ ...byReference, ...shippingConsent }).strict(),
  z.object({ ...byToken, ...shippingConsent }).strict(),
]);
export type ConfirmShippingRequest = z.input<typeof confirmShippingRequest>;

/** Return by post, once the hotel confirmed the item is the guest's and until it ships. */
export interface GuestShippingOffer {
  /** Postage in yen (spec §9), null until staff set the package. */
  quote: number | null;
  destination: string;
  address: string;
  accepted: boolean;
  acceptedAt: string | null;
  agreedByPhone: boolean;
  /** How the hotel asks to be paid (src/domain/postage-payment.ts); null: not set. */
  payment?: GuestPayment | null;
}

export const STATUS_STEPS = ['reported', 'found', 'confirmed', 'shipped'] as const;
/** A match closed in person ends with 'picked-up' instead of 'shipped'. */
export const PICKED_UP_STEPS = ['reported', 'found', 'confirmed', 'picked-up'] as const;
export type StatusStep = (typeof STATUS_STEPS)[number] | 'picked-up';

/** Where the report stands, as the guest sees it. */
export type GuestState = 'reported' | 'found' | 'confirmed' | 'on-hold' | 'shipped' | 'picked-up';

/** The timeline's steps: the last one is how the item came back (shipped, or picked up). */
export function statusSteps(state: GuestState): readonly StatusStep[] {
  return state === 'picked-up' ? PICKED_UP_STEPS : STATUS_STEPS;
}

/** The shipping rules' verdict for the guest, and whether an admin arranged to ship anyway. */
export interface GuestShippingRules extends ShippingAssessment {
  overridden: boolean;
}

export interface GuestStatusShipping {
  carrier: Carrier | null;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface GetReportStatusResponse {
  reference: string;
  hotelName: string;
  hotelContact: { email: string; phone: string };
  itemType: string;
  itemName: string;
  language: Language;
  state: GuestState;
  /** Every step in order; `at` is an ISO time when the step happened, else null. */
  timeline: { step: StatusStep; done: boolean; at: string | null }[];
  shipping: GuestStatusShipping | null;
  offer: GuestShippingOffer | null;
  /** What the post accepts of the item, shown with the quote (absent: no quote yet). */
  shippingRules?: GuestShippingRules | null;
  /** Present (true) when following this mail link just confirmed the report's email address. */
  addressConfirmedNow?: true;
  /** The guest's erasure request and its outcome (src/domain/guest-data.ts); null: none. */
  erasure?: GuestErasureStatus | null;
  /** The guest's message thread with the hotel (src/domain/messages.ts); absent once erased. */
  thread?: GuestThread;
}

/**
 * Pure: the hotel confirmed the item is the guest's. A match held straight from 'matched'
 * (on hold, no confirmedAt) is not: the guest is not told so, offered the quote, or reminded.
 */
export function matchConfirmedForGuest(
  match: { status: string; confirmedAt: unknown } | null,
): boolean {
  if (!match) return false;
  if (match.status === 'confirmed') return true;
  return (
    match.status === 'on-hold' && match.confirmedAt !== null && match.confirmedAt !== undefined
  );
}

/** Pure: the guest's state from the match (null: no match yet). */
export function guestStateOf(match: { status: string; confirmedAt: unknown } | null): GuestState {
  switch (match?.status ?? null) {
    case null:
      return 'reported';
    case 'confirmed':
      return 'confirmed';
    case 'on-hold':
      return matchConfirmedForGuest(match) ? 'on-hold' : 'found';
    case 'shipped':
      return 'shipped';
    case 'picked-up':
      return 'picked-up';
    default:
      return 'found';
  }
}

/**
 * The guest asks for their personal data to be erased (src/domain/guest-data.ts), with the same
 * proof as the status lookup and an explicit confirmation.
 */
export const requestErasureRequest = z.union([
  z.object({ ...byReference, confirm: z.literal(true) }).strict(),
  z.object({ ...byToken, confirm: z.literal(true) }).strict(),
]);
export type RequestErasureRequest = z.input<typeof requestErasureRequest>;

/** Requested: waits for the match to close. Erased: done (ISO times). */
export interface GuestErasureStatus {
  state: 'requested' | 'erased';
  requestedAt: string | null;
  erasedAt: string | null;
}
