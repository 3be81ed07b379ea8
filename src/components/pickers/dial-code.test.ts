import { describe, expect, it } from 'vitest';
import { withDialCode } from './dial-code';

describe('withDialCode', () => {
  it('fills in the country when the code belongs to one country, in the UI language', () => {
    expect(withDialCode({ phoneCode: '', country: '' }, '+44', 'en')).toEqual({
      phoneCode: '+44',
      country: 'United Kingdom',
    });
    expect(withDialCode({ phoneCode: '', country: '' }, '+81', 'ja')).toEqual({
      phoneCode: '+81',
      country: '日本',
    });
  });

  it('keeps the country for a shared code such as +1', () => {
    expect(withDialCode({ phoneCode: '+44', country: 'Canada' }, '+1', 'en')).toEqual({
      phoneCode: '+1',
      country: 'Canada',
    });
  });
});
