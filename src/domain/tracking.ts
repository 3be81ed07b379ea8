/**
 * Carriers staff choose from when they ship an item, the shape of each one's tracking numbers and
 * its public tracking page, built from the number (docs/shipping.md). "other" has no page of its
 * own: staff give the address of the carrier's tracking page, which the guest gets as is.
 * Stored carrier values never change meaning: a match shipped before Japan Post's services were
 * told apart keeps 'japan-post-ems'.
 */
export const CARRIERS = [
  'japan-post-ems',
  'japan-post-registered',
  'japan-post-epacket',
  'yamato',
  'sagawa',
  'dhl',
  'fedex',
  'ups',
  'other',
] as const;
export type Carrier = (typeof CARRIERS)[number];

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/** Tracking numbers as carriers print them, without spaces or dashes. */
export function cleanTrackingNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The UPU S10 number Japan Post prints on EMS, registered mail and ePacket: two letters (the
 * first names the service), eight digits, a check digit, and JP.
 */
function s10(service: string): (n: string) => boolean {
  const shape = new RegExp(`^[${service}][A-Z]\\d{9}JP$`);
  return (n) => shape.test(n) && s10CheckDigit(n.slice(2, 10)) === Number(n[10]);
}

/** The S10 check digit of eight digits (UPU S10: weights 8 6 4 2 3 5 9 7, modulo 11). */
export function s10CheckDigit(digits: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

const SHAPES: Record<Carrier, (n: string) => boolean> = {
  'japan-post-ems': s10('E'),
  'japan-post-registered': s10('R'),
  // ePacket goes as tracked (L) or registered (R) letter post
  'japan-post-epacket': s10('LR'),
  yamato: (n) => /^\d{12}$/.test(n),
  sagawa: (n) => /^\d{12}$/.test(n),
  dhl: (n) => /^\d{10}$/.test(n),
  fedex: (n) => /^(\d{12}|\d{15}|\d{20}|\d{22})$/.test(n),
  ups: (n) => /^1Z[0-9A-Z]{16}$/.test(n),
  other: (n) => /^[0-9A-Z]{1,40}$/.test(n),
};

/** Does the number (as typed: spaces and dashes do not matter) have the carrier's shape? */
export function trackingNumberFits(carrier: Carrier, trackingNumber: string): boolean {
  return SHAPES[carrier](cleanTrackingNumber(trackingNumber));
}

const JAPAN_POST = (n: string) =>
  `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${n}&locale=en`;

const TEMPLATES: Record<Exclude<Carrier, 'other'>, (n: string) => string> = {
  'japan-post-ems': JAPAN_POST,
  'japan-post-registered': JAPAN_POST,
  'japan-post-epacket': JAPAN_POST,
  yamato: (n) => `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=${n}`,
  sagawa: (n) => `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
};

/** The longest tracking-page address staff may give for another carrier (firestore.rules). */
export const MAX_CARRIER_URL = 500;

/** An address staff may give as another carrier's tracking page: https, no spaces. */
export function isCarrierUrl(value: string): boolean {
  return value.length <= MAX_CARRIER_URL && /^https:\/\/[^\s/]+\.[^\s]+$/.test(value);
}

/**
 * The carrier's tracking page for this number, or null: no carrier or number, or "other" without
 * a usable tracking-page address (`carrierUrl`, given by staff).
 */
export function trackingUrl(
  carrier: Carrier | null | undefined,
  trackingNumber: string,
  carrierUrl = '',
): string | null {
  if (carrier === 'other') return isCarrierUrl(carrierUrl) ? carrierUrl : null;
  const number = cleanTrackingNumber(trackingNumber);
  if (!carrier || number === '' || !/^[0-9A-Z]{1,40}$/.test(number)) return null;
  return TEMPLATES[carrier](encodeURIComponent(number));
}
