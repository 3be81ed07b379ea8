import { describe, expect, it } from 'vitest';
import { MAX_LOOKUP_EMAIL, MAX_REFERENCE_INPUT } from '../guest-status';
import { statusLookupSchema } from './status-lookup';
import { errorFields, firstErrorKey } from './validation';

describe('status lookup', () => {
  it('takes any reference and email the guest typed', () => {
    const result = statusLookupSchema.safeParse({ reference: 'sak 7k3q 2f', email: 'x@y' });
    expect(firstErrorKey(result)).toBeNull();
  });

  it.each(['reference', 'email'])('asks for the %s when it is blank', (field) => {
    const result = statusLookupSchema.safeParse({
      reference: 'SAK-7K3Q-2F',
      email: 'hanako@example.jp',
      [field]: '   ',
    });
    expect(firstErrorKey(result)).toBe('requiredFields');
    expect(errorFields(result)).toEqual(new Set([field]));
  });

  it('refuses more than the callable takes', () => {
    const long = (length: number) => 'a'.repeat(length);
    const reference = statusLookupSchema.safeParse({
      reference: long(MAX_REFERENCE_INPUT + 1),
      email: 'a@b.jp',
    });
    const email = statusLookupSchema.safeParse({
      reference: 'R',
      email: long(MAX_LOOKUP_EMAIL + 1),
    });
    expect(firstErrorKey(reference)).toBe('fieldTooLong');
    expect(firstErrorKey(email)).toBe('fieldTooLong');
  });
});
