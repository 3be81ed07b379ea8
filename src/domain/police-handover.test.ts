import { describe, expect, it } from 'vitest';
import { MAX_HANDOVER_ITEMS, policeHandoverRequest } from './police-handover';

describe('police handover request', () => {
  it('a police handover holds 1 to 200 distinct items, a date and a station', () => {
    const base = {
      hotelId: 'h',
      date: '2026-05-10',
      station: 'Ueno',
      byName: 'Aiko',
    };
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`);
    expect(policeHandoverRequest.safeParse({ ...base, itemIds: ids(1) }).success).toBe(true);
    expect(
      policeHandoverRequest.safeParse({ ...base, itemIds: ids(MAX_HANDOVER_ITEMS) }).success,
    ).toBe(true);
    expect(
      policeHandoverRequest.safeParse({ ...base, itemIds: ids(MAX_HANDOVER_ITEMS + 1) }).success,
    ).toBe(false);
    expect(policeHandoverRequest.safeParse({ ...base, itemIds: [] }).success).toBe(false);
    expect(policeHandoverRequest.safeParse({ ...base, itemIds: ['a', 'a'] }).success).toBe(false);
    expect(policeHandoverRequest.safeParse({ ...base, itemIds: ['a'], station: ' ' }).success).toBe(
      false,
    );
    expect(
      policeHandoverRequest.safeParse({ ...base, itemIds: ['a'], date: '10/05/2026' }).success,
    ).toBe(false);
  });
});
