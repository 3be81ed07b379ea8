import type { DateValue } from './dates';

/**
 * Before an item is shipped, the guest confirms the postal address and accepts the
 * postage quote (spec §9) on the status page, or staff record that it was agreed by phone. The
 * rules enforce the same condition on the ship write (firestore.rules shippingAgreed).
 */
export interface StaffMark {
  uid: string;
  email: string;
  at: DateValue;
}

export interface ShippingAgreement {
  shippingAddress: string;
  addressConfirmedAt: DateValue;
  quoteAcceptedAt: DateValue;
  quoteAcceptedAmount: number | null;
  agreedByPhone: StaffMark | null;
  paid: StaffMark | null;
}

/** The guest accepted exactly the postage now on the match (a changed package needs a new yes). */
export function guestAccepted(
  match: Pick<
    ShippingAgreement,
    'addressConfirmedAt' | 'quoteAcceptedAt' | 'quoteAcceptedAmount'
  > & {
    postageCost: number | null;
  },
): boolean {
  return (
    match.addressConfirmedAt !== null &&
    match.quoteAcceptedAt !== null &&
    match.postageCost !== null &&
    match.quoteAcceptedAmount === match.postageCost
  );
}

export const MAX_ADDRESS = 500;

/** May staff ship now? The guest said yes to this quote, or staff record "agreed by phone". */
export function shippingAllowed(
  match: { agreement: ShippingAgreement; postageCost: number | null },
  agreedByPhone: boolean,
): boolean {
  return agreedByPhone || guestAccepted({ ...match.agreement, postageCost: match.postageCost });
}
