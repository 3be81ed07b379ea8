import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it, vi } from 'vitest';
import {
  A,
  B,
  DAY,
  rulesTestEnvironment,
  STAFF_ROLES,
  type Role as AnyRole,
} from '../support/rules';

/**
 * Suggested matches (functions/src/lib/suggestions.ts): staff and admins of the hotel read them
 * (one by one and as the dashboard queue); another hotel's users, guests and signed-out visitors
 * read nothing; no client writes one, not even an admin (accepting goes through the match
 * creation, dismissing through the dismissSuggestion function).
 */
vi.setConfig({ testTimeout: 240_000 });

const ROLES = [
  'signedOut',
  'guest',
  'reporter',
  'noClaims',
  ...STAFF_ROLES,
] as const satisfies readonly AnyRole[];
const rules = rulesTestEnvironment(ROLES);

const suggestion = (hotelId: string, extra: DocumentData = {}): DocumentData => ({
  hotelId,
  lostItemId: 'L1',
  foundItemId: 'F1',
  rank: 18.5,
  score: 3,
  similarity: 12.5,
  reasons: [{ code: 'colour', concepts: ['colour:black'] }],
  state: 'open',
  lost: { itemType: 'Wallet', itemName: 'Black wallet', imageUrl: null, day: '2026-05-01' },
  found: { itemType: 'Wallet', itemName: '黒い財布', imageUrl: null, day: '2026-05-02' },
  createdAt: DAY,
  ...extra,
});

const world = () => ({
  'suggestions/L1__F1': suggestion(A),
  'suggestions/LB__FB': suggestion(B, { lostItemId: 'LB', foundItemId: 'FB' }),
});
const expectOnly = (
  allowed: (typeof ROLES)[number][],
  attempt: Parameters<typeof rules.expectOnly>[2],
) => rules.expectOnly(allowed, world, attempt);

describe('suggestions', () => {
  it('are read by staff and admins of their hotel only', async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db) =>
      getDoc(doc(db, 'suggestions', 'L1__F1')),
    );
    await expectOnly(['staffB', 'adminB', 'twoHotels'], (db) =>
      getDoc(doc(db, 'suggestions', 'LB__FB')),
    );
  });

  it("are listed as the hotel's queue, best first, by its staff and admins only", async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db) =>
      getDocs(
        query(
          collection(db, 'suggestions'),
          where('hotelId', '==', A),
          where('state', '==', 'open'),
          orderBy('rank', 'desc'),
          limit(100),
        ),
      ),
    );
  });

  it('are written by no client: not created, changed, dismissed nor deleted', async () => {
    await expectOnly([], (db) => setDoc(doc(db, 'suggestions', 'L2__F2'), suggestion(A)));
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'suggestions', 'L1__F1'), { state: 'dismissed' }),
    );
    await expectOnly([], (db) => deleteDoc(doc(db, 'suggestions', 'L1__F1')));
  });
});
