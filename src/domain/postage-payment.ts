/**
 * How a hotel's guests pay the postage of a parcel (hotels/{id}.settings.payment; docs/shipping-
 * paperwork.md, "Paying the postage"). The product takes no money itself: the hotel names its own
 * payment link (its card-payment or payment-link page), a bank transfer text, or payment at
 * pickup; staff then mark the match paid. 'waived': the hotel pays the postage itself, and only
 * then may a match ship without the "paid" mark (firestore.rules postageSettled).
 */
export const PAYMENT_METHODS = ['link', 'bank-transfer', 'at-pickup', 'waived'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentSettings {
  method: PaymentMethod;
  /** An https address; {amount} and {reference} are filled in for the guest. */
  linkTemplate: string;
  /** The bank account and what to write as the transfer's reference, as the hotel words it. */
  bankTransfer: string;
}

export const MAX_PAYMENT_LINK = 500;
export const MAX_BANK_TRANSFER = 1000;
/** The placeholders a payment link may carry. */
export const PAYMENT_PLACEHOLDERS = ['{amount}', '{reference}'] as const;

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  method: 'link',
  linkTemplate: '',
  bankTransfer: '',
};

/** https only: a guest pays on the hotel's page, never over plain http or another scheme. */
export function isHttpsTemplate(value: string): boolean {
  if (!/^https:\/\/\S+$/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** hotels/{id}.settings.payment as stored, or null when the hotel has not chosen yet. */
export function toPaymentSettings(value: unknown): PaymentSettings | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  const method = PAYMENT_METHODS.find((known) => known === data.method);
  if (!method) return null;
  return { method, linkTemplate: text(data.linkTemplate), bankTransfer: text(data.bankTransfer) };
}

/**
 * The guest's payment address: {amount} becomes the whole yen, {reference} the report's reference,
 * both URL-encoded. A template without placeholders is the hotel's page as it is (a provider that
 * takes no amount in the address).
 */
export function fillPaymentLink(
  template: string,
  values: { amount: number | null; reference: string },
): string | null {
  if (!isHttpsTemplate(template)) return null;
  const amount = values.amount === null ? '' : String(Math.round(values.amount));
  const filled = template
    .replaceAll('{amount}', encodeURIComponent(amount))
    .replaceAll('{reference}', encodeURIComponent(values.reference));
  return isHttpsTemplate(filled) ? filled : null;
}

/** Shipping waits for the "paid" mark unless the hotel waived payment (the rules check it too). */
export function postageSettled(
  paid: unknown,
  payment: Pick<PaymentSettings, 'method'> | null,
): boolean {
  return (paid !== null && paid !== undefined) || payment?.method === 'waived';
}

/** What the guest reads with the accepted quote on /status. */
export interface GuestPayment {
  method: PaymentMethod;
  /** The filled payment link (method 'link'). */
  link: string | null;
  /** The hotel's bank transfer text (method 'bank-transfer'). */
  bankTransfer: string;
  /** Staff marked the postage paid. */
  paid: boolean;
}

export function guestPaymentOf(
  payment: PaymentSettings | null,
  match: { postageCost: number | null; paid: boolean },
  reference: string,
): GuestPayment | null {
  if (!payment) return null;
  return {
    method: payment.method,
    link:
      payment.method === 'link'
        ? fillPaymentLink(payment.linkTemplate, { amount: match.postageCost, reference })
        : null,
    bankTransfer: payment.method === 'bank-transfer' ? payment.bankTransfer : '',
    paid: match.paid,
  };
}
