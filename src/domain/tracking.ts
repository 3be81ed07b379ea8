/**
 * Carriers staff choose from when they ship an item and the public tracking page of
 * each, built from the tracking number. "other" has no link: the guest gets the number only.
 */
export const CARRIERS = [
  'japan-post-ems',
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

const TEMPLATES: Record<Exclude<Carrier, 'other'>, (n: string) => string> = {
  'japan-post-ems': (n) =>
    `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${n}&locale=en`,
  yamato: (n) => `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=${n}`,
  sagawa: (n) => `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
};

/** The carrier's tracking page for this number, or null (no number, or carrier "other"). */
export function trackingUrl(
  carrier: Carrier | null | undefined,
  trackingNumber: string,
): string | null {
  const number = cleanTrackingNumber(trackingNumber);
  if (!carrier || carrier === 'other' || number === '' || !/^[0-9A-Z]{1,40}$/.test(number)) {
    return null;
  }
  return TEMPLATES[carrier](encodeURIComponent(number));
}
