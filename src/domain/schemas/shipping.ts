import { z } from 'zod';
import { CARRIERS, isCarrier, isCarrierUrl, trackingNumberFits } from '../tracking';

/** The longest tracking number the rules take (firestore.rules: text(trackingNumber, 60)). */
export const MAX_TRACKING_NUMBER = 60;

/**
 * What staff give as they mark a match shipped: the carrier and the tracking number,
 * both optional, and whether the postage was agreed with the guest by phone. A number must have
 * the chosen carrier's shape (src/domain/tracking.ts); for another carrier, staff may give its
 * tracking page (https).
 */
export const shippingInputSchema = z
  .object({
    carrier: z.enum(CARRIERS).nullable(),
    trackingNumber: z.string().max(MAX_TRACKING_NUMBER, { error: 'fieldTooLong' }),
    carrierUrl: z.string(),
    agreedByPhone: z.boolean(),
  })
  .superRefine((input, ctx) => {
    if (input.carrier && input.trackingNumber.trim() !== '') {
      if (!trackingNumberFits(input.carrier, input.trackingNumber))
        ctx.addIssue({
          code: 'custom',
          path: ['trackingNumber'],
          message: 'invalidTrackingNumber',
        });
    }
    if (input.carrierUrl !== '' && (input.carrier !== 'other' || !isCarrierUrl(input.carrierUrl)))
      ctx.addIssue({ code: 'custom', path: ['carrierUrl'], message: 'invalidCarrierUrl' });
  });
export type ShippingInput = z.infer<typeof shippingInputSchema>;

/**
 * The shipping form's values: the carrier ('' for none), the number, another carrier's tracking
 * page, the tick ('true' or '').
 */
export type ShippingFormValues = {
  carrier: string;
  trackingNumber: string;
  carrierUrl: string;
  agreedByPhone: string;
};

export const EMPTY_SHIPPING_FORM: ShippingFormValues = {
  carrier: '',
  trackingNumber: '',
  carrierUrl: '',
  agreedByPhone: '',
};

/** The form's values as the ship write takes them (a tracking page only for another carrier). */
export function toShippingInput(values: ShippingFormValues): ShippingInput {
  const carrier = isCarrier(values.carrier) ? values.carrier : null;
  return {
    carrier,
    trackingNumber: values.trackingNumber,
    carrierUrl: carrier === 'other' ? values.carrierUrl.trim() : '',
    agreedByPhone: values.agreedByPhone === 'true',
  };
}
