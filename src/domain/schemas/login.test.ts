import { describe, expect, it } from 'vitest';
import { loginSchema, passwordResetSchema } from './login';
import { firstErrorKey } from './validation';

describe('login and reset (spec §5)', () => {
  it('accepts an email and a password', () => {
    const result = loginSchema.safeParse({ email: 'staff@example.com', password: 'secret1' });
    expect(firstErrorKey(result)).toBeNull();
  });

  it.each([
    ['a blank email', { email: '  ', password: 'secret1' }],
    ['no password', { email: 'staff@example.com', password: '' }],
  ])('asks for the email and password on %s', (_, values) => {
    expect(firstErrorKey(loginSchema.safeParse(values))).toBe('emailRequired');
  });

  it('takes a password of spaces as typed', () => {
    const result = loginSchema.safeParse({ email: 'staff@example.com', password: '      ' });
    expect(firstErrorKey(result)).toBeNull();
  });

  it('asks for the email to send the reset to', () => {
    expect(firstErrorKey(passwordResetSchema.safeParse({ email: ' ' }))).toBe('requiredFields');
    expect(firstErrorKey(passwordResetSchema.safeParse({ email: 'a@b.jp' }))).toBeNull();
  });
});
