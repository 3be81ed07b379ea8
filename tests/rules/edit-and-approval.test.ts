import { SEARCH_TOKEN_LIMIT } from '@/domain/search-index';
import {
  doc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { foundItemData, lostItemData } from '../support/fixtures';
import { foundSummary, matchData, photoUrl, record, type Recorded } from '../support/rules-writes';
import {
  A,
  B,
  DAY,
  PRIVILEGED_A,
  rulesTestEnvironment,
  SEEDED,
  STAFF_ROLES,
  type Role,
} from '../support/rules';

/**
 * Found-item editing (fields and photos) by staff and admins, recorded as
 * 'edited'; and the approval of on-hold matches: an admin releases (on-hold -> matched, recorded
 * as 'released'); approving is the confirmMatch function, never a client write. Every denied case
 * sits beside a near-identical allowed one. (The emulator already runs firestore.rules.)
 */
const ROLES: Role[] = ['signedOut', 'reporter', ...STAFF_ROLES];
const rules = rulesTestEnvironment(ROLES);

const photo = (itemId: string, n = 1) => photoUrl(itemId, { collection: 'found-items', n });

const WORLD: Record<string, DocumentData> = {};

function buildWorld() {
  for (const key of Object.keys(WORLD)) delete WORLD[key];
  WORLD[`hotels/${A}`] = { displayName: 'Hotel A', settings: { emailNotifications: false } };
  WORLD['found-items/F1'] = foundItemData(A, { ...SEEDED, imageUrls: [photo('F1', 1)] });
  WORLD['found-items/FX'] = foundItemData(A, { ...SEEDED, deleted: true });
  // MH: held for approval; M1: matched (its found item is edited with the summary following).
  WORLD['lost-items/LH'] = lostItemData(A, { ...SEEDED, status: 'matched', matchId: 'MH' });
  WORLD['found-items/FH'] = foundItemData(A, {
    ...SEEDED,
    status: 'matched',
    matchId: 'MH',
    matchedAt: DAY,
  });
  WORLD['lost-items/LM'] = lostItemData(A, { ...SEEDED, status: 'matched', matchId: 'M1' });
  WORLD['found-items/FM'] = foundItemData(A, {
    ...SEEDED,
    status: 'matched',
    matchId: 'M1',
    matchedAt: DAY,
  });
  WORLD['matches/MH'] = matchData(WORLD, A, 'LH', 'FH', { status: 'on-hold', onHoldAt: DAY });
  WORLD['matches/M1'] = matchData(WORLD, A, 'LM', 'FM');
}

const expectOnly = (allowed: Role[], attempt: (db: Firestore, role: Role) => Promise<unknown>) =>
  rules.expectOnly(allowed, () => WORLD, attempt);

/** A change with its activity entry in one batch, and `also` a document changed with it. */
function recorded(
  db: Firestore,
  role: Role,
  change: Recorded,
  update: DocumentData,
  also?: { path: string; data: DocumentData },
) {
  const batch = writeBatch(db);
  record(batch, db, role, change, { update });
  if (also) batch.update(doc(db, also.path), { ...also.data, updatedAt: serverTimestamp() });
  return batch.commit();
}

const EDIT = {
  itemName: 'Black phone, cracked screen',
  storageLocation: 'Safe 2',
  description: 'Found under the bed',
  colour: 'black',
  brand: 'Apple',
};
const editFound = (
  db: Firestore,
  role: Role,
  update: DocumentData = EDIT,
  options: { id?: string; entry?: DocumentData } = {},
) =>
  recorded(
    db,
    role,
    { collection: 'found-items', id: options.id ?? 'F1', action: 'edited', entry: options.entry },
    update,
  );

beforeEach(buildWorld);

describe('editing a found item (fields and photos)', () => {
  it('staff and admins of the hotel edit its fields, recorded as edited', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => editFound(db, role));
    // The same change without its activity entry: nobody.
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'found-items', 'F1'), { ...EDIT, updatedAt: serverTimestamp() }),
    );
    // Recorded as another action: nobody.
    await expectOnly([], (db, role) => editFound(db, role, EDIT, { entry: { action: 'viewed' } }));
  });

  it('add and remove photos of its own folder; others are refused', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) =>
      editFound(db, role, { imageUrls: [photo('F1', 2), photo('F1', 3)] }),
    );
    await expectOnly(PRIVILEGED_A, (db, role) => editFound(db, role, { imageUrls: [] }));
    await expectOnly([], (db, role) =>
      editFound(db, role, { imageUrls: [photo('F1', 2), photo('OTHER', 3)] }),
    );
    await expectOnly([], (db, role) =>
      editFound(db, role, { imageUrls: Array.from({ length: 11 }, (_, n) => photo('F1', n)) }),
    );
  });

  it('every field is bounded as at registration', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) =>
      editFound(db, role, { itemName: 'x'.repeat(500), comments: 'y'.repeat(2000) }),
    );
    await expectOnly([], (db, role) => editFound(db, role, { itemName: 'x'.repeat(501) }));
    await expectOnly([], (db, role) => editFound(db, role, { comments: 'y'.repeat(2001) }));
    await expectOnly([], (db, role) =>
      editFound(db, role, { roomNumber: '', hotelComplex: '', otherLocation: ' ' }),
    );
    await expectOnly([], (db, role) => editFound(db, role, { dateFound: '2 May' }));
    await expectOnly([], (db, role) => editFound(db, role, { email: 'a@b.test, c@d.test' }));
  });

  it('an edit rewrites the search index, a full one included, but not past its bound', async () => {
    const tokens = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`token${i}`, true]));
    await expectOnly(PRIVILEGED_A, (db, role) =>
      editFound(db, role, { ...EDIT, searchIndex: tokens(SEARCH_TOKEN_LIMIT) }),
    );
    await expectOnly([], (db, role) => editFound(db, role, { searchIndex: tokens(1601) }));
    await expectOnly([], (db, role) => editFound(db, role, { retentionGroup: 'forever' }));
  });

  it('only descriptive keys: status, viewed or owner fields are not edits', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => editFound(db, role, { finderName: 'Sam' }));
    await expectOnly([], (db, role) => editFound(db, role, { status: 'discarded' }));
    await expectOnly([], (db, role) => editFound(db, role, { foundByUserId: role }));
    await expectOnly([], (db, role) => editFound(db, role, { hotelId: B }));
  });

  it('a deleted item is not edited', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => editFound(db, role, EDIT, { id: 'F1' }));
    await expectOnly([], (db, role) => editFound(db, role, EDIT, { id: 'FX' }));
  });

  it("a matched item's edit carries the match's found summary, equal to the edited item", async () => {
    const edited = { ...WORLD['found-items/FM'], ...EDIT, imageUrls: [photo('FM', 4)] };
    const edit = (summary: DocumentData) => (db: Firestore, role: Role) =>
      recorded(
        db,
        role,
        { collection: 'found-items', id: 'FM', action: 'edited' },
        { ...EDIT, imageUrls: [photo('FM', 4)] },
        { path: 'matches/M1', data: { found: summary } },
      );
    await expectOnly(PRIVILEGED_A, edit(foundSummary(edited)));
    await expectOnly([], edit({ ...foundSummary(edited), itemName: 'Something else' }));
    // The summary alone, without an edit of the item: nobody.
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'matches', 'M1'), {
        found: foundSummary(edited),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
