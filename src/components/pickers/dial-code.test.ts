import { describe, expect, it } from 'vitest';
import { withCountry, withDialCode } from './dial-code';

const start = { phoneCode: '+81', country: '', phoneNumber: '07700 900123' };

describe('the country code and the country fill each other', () => {
  it('moves the code to the chosen country while the guest has not chosen a code', () => {
    expect(withCountry(start, 'United Kingdom', false)).toMatchObject({
      phoneCode: '+44',
      country: 'United Kingdom',
    });
    // Text that is no known country leaves the code as it is.
    expect(withCountry(start, 'Atlantis', false).phoneCode).toBe('+81');
  });

  it('keeps a code the guest chose', () => {
    expect(withCountry(start, 'United Kingdom', true).phoneCode).toBe('+81');
  });

  it('fills the country from a code that belongs to one country', () => {
    expect(withDialCode(start, '+44', 'en').country).toBe('United Kingdom');
    expect(withDialCode(start, '+1', 'en').country).toBe('');
  });
});
