import { describe, expect, it } from 'vitest';
import {
  fillPaymentLink,
  guestPaymentOf,
  postageSettled,
  toPaymentSettings,
} from './postage-payment';
import { paymentSettingsSchema } from './schemas/payment-settings';

describe('fillPaymentLink', () => {
  it('fills the amount in whole yen and the reference, URL-encoded', () => {
    expect(
      fillPaymentLink('https://pay.example/harbor?amount={amount}&ref={reference}', {
        amount: 2600,
        reference: 'HAR-7K3Q-2F',
      }),
    ).toBe('https://pay.example/harbor?amount=2600&ref=HAR-7K3Q-2F');
    expect(
      fillPaymentLink('https://pay.example/p/{reference}?a={amount}&again={amount}', {
        amount: 1299.6,
        reference: 'A B&C',
      }),
    ).toBe('https://pay.example/p/A%20B%26C?a=1300&again=1300');
  });

  it('keeps a link without placeholders as it is (a provider that takes no amount)', () => {
    expect(fillPaymentLink('https://buy.example/hotel', { amount: 2600, reference: 'R' })).toBe(
      'https://buy.example/hotel',
    );
  });

  it('leaves the amount empty before a quote, and refuses anything but https', () => {
    expect(fillPaymentLink('https://p.example/?a={amount}', { amount: null, reference: 'R' })).toBe(
      'https://p.example/?a=',
    );
    expect(fillPaymentLink('http://p.example/?a={amount}', { amount: 1, reference: 'R' })).toBe(
      null,
    );
    expect(fillPaymentLink('javascript:alert(1)', { amount: 1, reference: 'R' })).toBe(null);
  });
});

describe('paymentSettingsSchema (shared by the Settings form; the rules check the same)', () => {
  const valid = { method: 'link', linkTemplate: 'https://p.example/?a={amount}', bankTransfer: '' };
  it('takes each method with the text it needs', () => {
    expect(paymentSettingsSchema.safeParse(valid).success).toBe(true);
    for (const method of ['at-pickup', 'waived'])
      expect(
        paymentSettingsSchema.safeParse({ method, linkTemplate: '', bankTransfer: '' }).success,
      ).toBe(true);
    expect(
      paymentSettingsSchema.safeParse({
        method: 'bank-transfer',
        linkTemplate: '',
        bankTransfer: 'MUFG Yokohama 1234567',
      }).success,
    ).toBe(true);
  });

  it('refuses http, other schemes, a link method without a link, a bank method without text', () => {
    const issue = (value: unknown) =>
      paymentSettingsSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue({ ...valid, linkTemplate: 'http://p.example/' })).toBe(
      'paymentSettings.errors.httpsOnly',
    );
    expect(issue({ ...valid, linkTemplate: 'ftp://p.example/' })).toBe(
      'paymentSettings.errors.httpsOnly',
    );
    expect(issue({ ...valid, linkTemplate: 'https://p example/' })).toBe(
      'paymentSettings.errors.httpsOnly',
    );
    expect(issue({ ...valid, linkTemplate: '' })).toBe('paymentSettings.errors.link');
    expect(issue({ method: 'bank-transfer', linkTemplate: '', bankTransfer: ' ' })).toBe(
      'paymentSettings.errors.bank',
    );
    expect(paymentSettingsSchema.safeParse({ ...valid, method: 'card' }).success).toBe(false);
    expect(paymentSettingsSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe('postageSettled: shipping waits for "paid" unless the hotel waived payment', () => {
  it('is settled once paid, or when waived; not when unset or another method', () => {
    expect(postageSettled({ uid: 'u' }, null)).toBe(true);
    expect(postageSettled(null, { method: 'waived' })).toBe(true);
    expect(postageSettled(null, null)).toBe(false);
    expect(postageSettled(null, { method: 'link' })).toBe(false);
    expect(postageSettled(undefined, { method: 'at-pickup' })).toBe(false);
  });
});

describe('the guest’s view of the payment', () => {
  it('fills the link with the quote and the reference; says nothing when the hotel chose nothing', () => {
    const link = toPaymentSettings({
      method: 'link',
      linkTemplate: 'https://p.example/?a={amount}&r={reference}',
      bankTransfer: 'kept',
    });
    expect(guestPaymentOf(link, { postageCost: 2600, paid: false }, 'HAR-1')).toEqual({
      method: 'link',
      link: 'https://p.example/?a=2600&r=HAR-1',
      bankTransfer: '',
      paid: false,
    });
    expect(guestPaymentOf(toPaymentSettings(undefined), { postageCost: 1, paid: false }, 'R')).toBe(
      null,
    );
    expect(toPaymentSettings({ method: 'cash' })).toBe(null);
  });
});
