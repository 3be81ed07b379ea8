import { z } from 'zod';
import { MIN_ADDRESS } from '../guest-status';
import { MAX_ADDRESS } from '../shipping-agreement';

/**
 * The shipping offer on the status page: the guest gives the full postal address and
 * accepts the postage quote (spec §9) before the hotel may ship.
 */
export const shippingConsentSchema = z
  .object({
    address: z.string().trim().min(MIN_ADDRESS, 'requiredFields').max(MAX_ADDRESS, 'fieldTooLong'),
    acceptQuote: z.literal(true, 'requiredFields'),
  })
  .strict();

/** The form's values: the address as typed, the tick of the quote ('true' or ''). */
export type ShippingOfferFormValues = { address: string; acceptQuote: string };

/** The form's values as the schema and the callable take them. */
export function toShippingConsent({ address, acceptQuote }: ShippingOfferFormValues) {
  return { address: address.trim(), acceptQuote: acceptQuote === 'true' };
}
