import { z } from 'zod';
import { CARRIERS, isCarrier } from '../tracking';

/** The longest tracking number the rules take (firestore.rules: text(trackingNumber, 60)). */
export const MAX_TRACKING_NUMBER = 60;

/**
 * What staff give as they mark a match shipped: the carrier and the tracking number,
 * both optional, and whether the postage was agreed with the guest by phone.
 */
export const shippingInputSchema = z.object({
  carrier: z.enum(CARRIERS).nullable(),
  trackingNumber: z.string().max(MAX_TRACKING_NUMBER, { error: 'fieldTooLong' }),
  agreedByPhone: z.boolean(),
});
export type ShippingInput = z.infer<typeof shippingInputSchema>;

/** The shipping form's values: the carrier ('' for none), the number, the tick ('true' or ''). */
export type ShippingFormValues = { carrier: string; trackingNumber: string; agreedByPhone: string };

export const EMPTY_SHIPPING_FORM: ShippingFormValues = {
  carrier: '',
  trackingNumber: '',
  agreedByPhone: '',
};

/** The form's values as the ship write takes them. */
export function toShippingInput(values: ShippingFormValues): ShippingInput {
  return {
    carrier: isCarrier(values.carrier) ? values.carrier : null,
    trackingNumber: values.trackingNumber,
    agreedByPhone: values.agreedByPhone === 'true',
  };
}
