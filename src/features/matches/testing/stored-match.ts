import type { Actor } from '@/domain/documents';
import type { Match } from '@/domain/entities';
import { toMatch } from '@/domain/records';

/**
 * A match of the Sakura hotel as the converter reads it: an iPhone found, and reported lost by
 * James Carter of the United Kingdom; `stored` sets or replaces any stored field.
 */
export function storedMatch(stored: Record<string, unknown> = {}): Match {
  return toMatch('m1', {
    hotelId: 'sakura',
    status: 'matched',
    foundItemId: 'f1',
    lostItemId: 'l1',
    found: { itemType: 'Phone', itemName: 'iPhone', imageUrl: null, dateFound: '2026-05-01' },
    lost: {
      itemType: 'Phone',
      itemName: 'iPhone',
      imageUrl: null,
      firstName: 'James',
      surname: 'Carter',
      email: 'j@example.com',
      country: 'United Kingdom',
    },
    ...stored,
  });
}

export const testActor: Actor = { uid: 'u', email: 'a@example.com', displayName: 'A' };
