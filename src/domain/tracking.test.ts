import { describe, expect, it } from 'vitest';
import { CARRIERS, cleanTrackingNumber, isCarrier, trackingUrl } from './tracking';

describe('tracking links', () => {
  it('builds a link for every carrier except "other"', () => {
    for (const carrier of CARRIERS) {
      const url = trackingUrl(carrier, 'EE123456789JP');
      if (carrier === 'other') expect(url).toBeNull();
      else expect(url).toMatch(/^https:\/\/[^ ]+EE123456789JP/);
    }
  });

  it('puts the number where each carrier expects it', () => {
    expect(trackingUrl('japan-post-ems', 'EE 1234 5678 9JP')).toBe(
      'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=EE123456789JP&locale=en',
    );
    expect(trackingUrl('yamato', '1234-5678-9012')).toBe(
      'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789012',
    );
    expect(trackingUrl('ups', '1z999aa10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrl('fedex', '123456789012')).toContain('trknbr=123456789012');
    expect(trackingUrl('dhl', '1234567890')).toContain('tracking-id=1234567890');
    expect(trackingUrl('sagawa', '123456789012')).toContain('okurijoNo=123456789012');
  });

  it('gives no link without a usable number or carrier', () => {
    expect(trackingUrl('dhl', '')).toBeNull();
    expect(trackingUrl('dhl', '<script>')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
    expect(cleanTrackingNumber(' ab-12 3 ')).toBe('AB123');
    expect(isCarrier('yamato')).toBe(true);
    expect(isCarrier('pigeon')).toBe(false);
  });
});
