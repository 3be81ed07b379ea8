import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  cleanTrackingNumber,
  isCarrier,
  s10CheckDigit,
  trackingNumberFits,
  trackingUrl,
  type Carrier,
} from './tracking';

/** A number of the right shape for each carrier (Japan Post's with a right check digit). */
const GOOD: Record<Carrier, string> = {
  'japan-post-ems': 'EE123456785JP',
  'japan-post-registered': 'RR123456785JP',
  'japan-post-epacket': 'LX123456785JP',
  yamato: '1234-5678-9012',
  sagawa: '123456789012',
  dhl: '1234567890',
  fedex: '123456789012',
  ups: '1z999aa10123456784',
  other: 'AB123',
};

describe('tracking links', () => {
  it('builds each carrier\u2019s own tracking page, with the number where it expects it', () => {
    const japanPost =
      'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=EE123456785JP&locale=en';
    expect(trackingUrl('japan-post-ems', 'EE 1234 5678 5JP')).toBe(japanPost);
    expect(trackingUrl('japan-post-registered', GOOD['japan-post-registered'])).toBe(
      japanPost.replace('EE', 'RR'),
    );
    expect(trackingUrl('japan-post-epacket', GOOD['japan-post-epacket'])).toBe(
      japanPost.replace('EE', 'LX'),
    );
    expect(trackingUrl('yamato', GOOD.yamato)).toBe(
      'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789012',
    );
    expect(trackingUrl('sagawa', GOOD.sagawa)).toBe(
      'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=123456789012',
    );
    expect(trackingUrl('dhl', GOOD.dhl)).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=1234567890',
    );
    expect(trackingUrl('fedex', GOOD.fedex)).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    );
    expect(trackingUrl('ups', GOOD.ups)).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
  });

  it('for another carrier, links the tracking page staff gave (https only)', () => {
    const page = 'https://track.example-courier.jp/?id=AB123';
    expect(trackingUrl('other', 'AB123', page)).toBe(page);
    expect(trackingUrl('other', 'AB123')).toBeNull();
    expect(trackingUrl('other', 'AB123', 'http://track.example.jp/AB123')).toBeNull();
    expect(trackingUrl('other', 'AB123', 'javascript:alert(1)')).toBeNull();
    expect(trackingUrl('other', 'AB123', 'https://a b.jp/')).toBeNull();
  });

  it('gives no link without a usable number or carrier', () => {
    expect(trackingUrl('dhl', '')).toBeNull();
    expect(trackingUrl('dhl', '<script>')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
    expect(cleanTrackingNumber(' ab-12 3 ')).toBe('AB123');
    expect(isCarrier('yamato')).toBe(true);
    expect(isCarrier('japan-post-epacket')).toBe(true);
    expect(isCarrier('pigeon')).toBe(false);
  });
});

describe('tracking number shapes', () => {
  it('takes a number of the right shape for every carrier', () => {
    for (const carrier of CARRIERS) expect(trackingNumberFits(carrier, GOOD[carrier])).toBe(true);
  });

  it('refuses a number of another carrier\u2019s shape', () => {
    // Yamato, Sagawa and FedEx all print 12 digits: those cannot be told apart.
    const JAPAN_POST = ['japan-post-ems', 'japan-post-registered', 'japan-post-epacket'] as const;
    for (const carrier of JAPAN_POST) {
      for (const other of ['yamato', 'dhl', 'ups'] as const)
        expect(trackingNumberFits(carrier, GOOD[other])).toBe(false);
    }
    for (const carrier of ['yamato', 'sagawa', 'dhl', 'fedex', 'ups'] as const) {
      for (const other of [...JAPAN_POST, 'ups'] as const)
        if (other !== carrier) expect(trackingNumberFits(carrier, GOOD[other])).toBe(false);
    }
    expect(trackingNumberFits('ups', GOOD.dhl)).toBe(false);
    expect(trackingNumberFits('dhl', GOOD.yamato)).toBe(false);
  });

  it('Japan Post: the service letter and the S10 check digit', () => {
    expect(s10CheckDigit('12345678')).toBe(5);
    expect(s10CheckDigit('00000000')).toBe(5); // 11 - 0 = 11 -> 5
    expect(trackingNumberFits('japan-post-ems', 'EE123456789JP')).toBe(false); // wrong check digit
    expect(trackingNumberFits('japan-post-ems', 'RR123456785JP')).toBe(false); // registered, not EMS
    expect(trackingNumberFits('japan-post-registered', 'EE123456785JP')).toBe(false);
    expect(trackingNumberFits('japan-post-epacket', 'RX123456785JP')).toBe(true);
    expect(trackingNumberFits('japan-post-ems', 'EE123456785US')).toBe(false);
  });

  it('the other carriers: digits and prefixes', () => {
    expect(trackingNumberFits('yamato', '12345678901')).toBe(false);
    expect(trackingNumberFits('dhl', '12345678901')).toBe(false);
    expect(trackingNumberFits('fedex', '123456789012345')).toBe(true);
    expect(trackingNumberFits('fedex', '1234567890123')).toBe(false);
    expect(trackingNumberFits('ups', '2Z999AA10123456784')).toBe(false);
    expect(trackingNumberFits('other', 'ÄÖ')).toBe(false);
  });
});
