import { describe, expect, it } from 'vitest';
import {
  defaultDialCode,
  displayPhone,
  normalizeDialCode,
  parsePhone,
  phoneSearchText,
  storedPhone,
  toE164,
} from './phone';

describe('toE164, a typed phone stored complete', () => {
  it.each([
    // [number typed, dial code, stored]
    ['9012345678', '+81', '+819012345678'],
    ['090-1234-5678', '+81', '+819012345678'],
    ['090 1234 5678', '+81', '+819012345678'],
    ['０９０－１２３４－５６７８', '+81', '+819012345678'],
    ['03-5555-0100', '+81', '+81355550100'],
    ['07700 900123', '+44', '+447700900123'],
    ['7700900123', '+44', '+447700900123'],
    ['(212) 555-1234', '+1', '+12125551234'],
    ['0412 345 678', '+61', '+61412345678'],
    ['0151 1234 5678', '+49', '+4915112345678'],
    ['06 12 34 56 78', '+33', '+33612345678'],
    ['010-1234-5678', '+82', '+821012345678'],
    // Italy keeps the 0 of its landlines in the international form.
    ['06 1234 5678', '+39', '+390612345678'],
    ['081234567', '81', '+8181234567'],
  ])('%s with %s is %s', (typed, code, stored) => {
    expect(toE164(typed, code)).toBe(stored);
  });

  it('keeps the code of a number typed with +, whatever code was chosen', () => {
    expect(toE164('+44 7700 900123', '+81')).toBe('+447700900123');
    expect(toE164('+81 90-1234-5678', '')).toBe('+819012345678');
    expect(toE164(' +819012345678 ', '+1')).toBe('+819012345678');
  });

  it('stores nothing for no number, and refuses what is no phone', () => {
    expect(toE164('', '+81')).toBe('');
    expect(toE164('   ', '+81')).toBe('');
    expect(toE164(null, '+81')).toBe('');
    for (const typed of [
      'call the front desk',
      '090-1234-5678 ext 2',
      '12',
      '+0 123456789',
      '1+2345678',
    ]) {
      expect(toE164(typed, '+81'), typed).toBeNull();
    }
    expect(toE164('1234567890123456', '+81')).toBeNull();
    expect(toE164('9012345678', 'Japan')).toBeNull();
  });
});

describe('storedPhone, the code a form stores a number with', () => {
  it('takes the chosen code, else the chosen country, else the hotel (Japan)', () => {
    expect(storedPhone('+44', '07700 900123', 'Japan')).toBe('+447700900123');
    expect(storedPhone('', '07700 900123', 'United Kingdom')).toBe('+447700900123');
    expect(storedPhone('', '07700 900123', 'イギリス')).toBe('+447700900123');
    expect(storedPhone('', '090-1234-5678', '')).toBe('+819012345678');
    expect(storedPhone('', '090-1234-5678', 'Atlantis')).toBe('+819012345678');
    expect(storedPhone('+81', '', 'Japan')).toBe('');
  });

  it('reads a dial code with or without +', () => {
    expect(normalizeDialCode(' 44 ')).toBe('+44');
    expect(normalizeDialCode('+1')).toBe('+1');
    expect(normalizeDialCode('+81 ')).toBe('+81');
    expect(normalizeDialCode('UK')).toBe('');
    expect(defaultDialCode('South Korea')).toBe('+82');
    expect(defaultDialCode('')).toBe('+81');
  });
});

describe('reading a stored phone', () => {
  it('splits E.164 at its dial code, and still reads the "code number" of older documents', () => {
    expect(parsePhone('+819012345678')).toEqual({ code: '+81', number: '9012345678' });
    expect(parsePhone('+12125551234')).toEqual({ code: '+1', number: '2125551234' });
    expect(parsePhone('+353861234567')).toEqual({ code: '+353', number: '861234567' });
    expect(parsePhone('+81 9012345678')).toEqual({ code: '+81', number: '9012345678' });
    expect(parsePhone('9012345678')).toEqual({ code: '', number: '9012345678' });
    expect(parsePhone('')).toEqual({ code: '', number: '' });
  });

  it('shows the code apart from the number', () => {
    expect(displayPhone('+819012345678')).toBe('+81 9012345678');
    expect(displayPhone('+447700900123')).toBe('+44 7700900123');
    expect(displayPhone('+81 9012345678')).toBe('+81 9012345678');
    expect(displayPhone('9012345678')).toBe('9012345678');
    expect(displayPhone('')).toBe('');
  });

  it('is searched by its national number as dialled at home too', () => {
    expect(phoneSearchText('+819012345678')).toBe('+81 9012345678 09012345678');
    expect(phoneSearchText('+390612345678')).toBe('+39 0612345678');
    expect(phoneSearchText('')).toBe('');
  });
});
