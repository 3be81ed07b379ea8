import { describe, expect, it } from 'vitest';
import {
  EMPTY_SHIPPING_FORM,
  MAX_TRACKING_NUMBER,
  shippingInputSchema,
  toShippingInput,
} from './shipping';
import { firstErrorKey } from './validation';

const parse = (values: Partial<typeof EMPTY_SHIPPING_FORM>) =>
  firstErrorKey(
    shippingInputSchema.safeParse(toShippingInput({ ...EMPTY_SHIPPING_FORM, ...values })),
  );

describe('shipping form', () => {
  it('ships with nothing given: no carrier, no number, no phone agreement', () => {
    const input = toShippingInput(EMPTY_SHIPPING_FORM);
    expect(input).toEqual({
      carrier: null,
      trackingNumber: '',
      carrierUrl: '',
      agreedByPhone: false,
    });
    expect(firstErrorKey(shippingInputSchema.safeParse(input))).toBeNull();
  });

  it('reads the carrier, the number and the tick', () => {
    const input = toShippingInput({
      ...EMPTY_SHIPPING_FORM,
      carrier: 'yamato',
      trackingNumber: '1234-5678-9012',
      agreedByPhone: 'true',
    });
    expect(input).toEqual({
      carrier: 'yamato',
      trackingNumber: '1234-5678-9012',
      carrierUrl: '',
      agreedByPhone: true,
    });
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

  it('refuses a number of the wrong shape for the chosen carrier', () => {
    expect(parse({ carrier: 'japan-post-ems', trackingNumber: '123456789012' })).toBe(
      'invalidTrackingNumber',
    );
    expect(parse({ carrier: 'japan-post-ems', trackingNumber: 'EE123456789JP' })).toBe(
      'invalidTrackingNumber',
    );
    expect(parse({ carrier: 'ups', trackingNumber: '1234567890' })).toBe('invalidTrackingNumber');
    expect(parse({ carrier: 'japan-post-ems', trackingNumber: 'ee 1234 5678 5jp' })).toBeNull();
    // A number without a carrier, or a carrier without a number, is as before.
    expect(parse({ trackingNumber: '123' })).toBeNull();
    expect(parse({ carrier: 'dhl' })).toBeNull();
  });

  it('another carrier: its tracking page, https only; none for a listed carrier', () => {
    expect(
      parse({ carrier: 'other', trackingNumber: 'AB1', carrierUrl: 'https://t.example.jp/AB1' }),
    ).toBeNull();
    expect(parse({ carrier: 'other', carrierUrl: 'http://t.example.jp/AB1' })).toBe(
      'invalidCarrierUrl',
    );
    expect(parse({ carrier: 'other', carrierUrl: 'not a page' })).toBe('invalidCarrierUrl');
    expect(
      toShippingInput({ ...EMPTY_SHIPPING_FORM, carrier: 'dhl', carrierUrl: 'https://x.jp/' })
        .carrierUrl,
    ).toBe('');
  });
});
