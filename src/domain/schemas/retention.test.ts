import { describe, expect, test } from 'vitest';
import { DEFAULT_RETENTION, MAX_RETENTION_DAYS } from '../retention';
import { retentionSchema } from './retention';
import { errorFields } from './validation';

describe('retentionSchema', () => {
  test('accepts whole days from 0 to the maximum for every group', () => {
    expect(retentionSchema.safeParse(DEFAULT_RETENTION).success).toBe(true);
    const edges = { perishables: 0, general: MAX_RETENTION_DAYS, valuables: 1, documents: 30 };
    expect(retentionSchema.safeParse(edges).success).toBe(true);
  });

  test('blames each group that is empty, fractional, negative or too long', () => {
    const result = retentionSchema.safeParse({
      perishables: '',
      general: 1.5,
      valuables: -1,
      documents: MAX_RETENTION_DAYS + 1,
    });
    expect([...errorFields(result)].sort()).toEqual([
      'documents',
      'general',
      'perishables',
      'valuables',
    ]);
  });

  test('refuses a missing group and an unknown one', () => {
    const { documents: _left, ...three } = DEFAULT_RETENTION;
    expect(retentionSchema.safeParse(three).success).toBe(false);
    expect(retentionSchema.safeParse({ ...DEFAULT_RETENTION, jewels: 30 }).success).toBe(false);
  });
});
