import { describe, expect, it } from 'vitest';
import {
  EMPTY_SHIPPING_FORM,
  MAX_TRACKING_NUMBER,
  shippingInputSchema,
  toShippingInput,
} from './shipping';
import { firstErrorKey } from './validation';

describe('shipping form', () => {
  it('ships with nothing given: no carrier, no number, no phone agreement', () => {
    const input = toShippingInput(EMPTY_SHIPPING_FORM);
    expect(input).toEqual({ carrier: null, trackingNumber: '', agreedByPhone: false });
    expect(firstErrorKey(shippingInputSchema.safeParse(input))).toBeNull();
  });

  it('reads the carrier, the number and the tick', () => {
    const input = toShippingInput({
      carrier: 'yamato',
      trackingNumber: '1234-5678',
      agreedByPhone: 'true',
    });
    expect(input).toEqual({ carrier: 'yamato', trackingNumber: '1234-5678', agreedByPhone: true });
    expect(firstErrorKey(shippingInputSchema.safeParse(input))).toBeNull();
  });

  it('takes an unknown carrier as none', () => {
    expect(toShippingInput({ ...EMPTY_SHIPPING_FORM, carrier: 'pigeon' }).carrier).toBeNull();
  });

  it('refuses a tracking number longer than the rules take', () => {
    const long = { ...toShippingInput(EMPTY_SHIPPING_FORM), trackingNumber: 'X'.repeat(61) };
    expect(MAX_TRACKING_NUMBER).toBe(60);
    expect(firstErrorKey(shippingInputSchema.safeParse(long))).toBe('fieldTooLong');
  });
});
