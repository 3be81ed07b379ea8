import { describe, expect, it } from 'vitest';
import { MAX_ADDRESS } from '../shipping-agreement';
import { MIN_ADDRESS } from '../guest-status';
import { shippingConsentSchema, toShippingConsent } from './shipping-offer';
import { errorFields, firstErrorKey } from './validation';

const address = '1-2-3 Ginza, Chuo-ku, Tokyo 104-0061';

describe('shipping consent', () => {
  it('accepts a full address with the quote accepted', () => {
    const result = shippingConsentSchema.safeParse({ address, acceptQuote: true });
    expect(firstErrorKey(result)).toBeNull();
  });

  it('needs the quote accepted', () => {
    const result = shippingConsentSchema.safeParse({ address, acceptQuote: false });
    expect(firstErrorKey(result)).toBe('requiredFields');
    expect(errorFields(result)).toEqual(new Set(['acceptQuote']));
  });

  it(`needs at least ${MIN_ADDRESS} characters of address, spaces aside`, () => {
    const short = shippingConsentSchema.safeParse({ address: '  1234  ', acceptQuote: true });
    const enough = shippingConsentSchema.safeParse({ address: '12345', acceptQuote: true });
    expect(firstErrorKey(short)).toBe('requiredFields');
    expect(firstErrorKey(enough)).toBeNull();
  });

  it('refuses an address longer than the match stores', () => {
    const result = shippingConsentSchema.safeParse({
      address: 'a'.repeat(MAX_ADDRESS + 1),
      acceptQuote: true,
    });
    expect(firstErrorKey(result)).toBe('fieldTooLong');
  });

  it('reads the tick and trims the address of the form', () => {
    expect(toShippingConsent({ address: `  ${address}\n`, acceptQuote: 'true' })).toEqual({
      address,
      acceptQuote: true,
    });
    expect(toShippingConsent({ address, acceptQuote: '' }).acceptQuote).toBe(false);
  });
});
