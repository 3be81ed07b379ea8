import { assertFails } from '@firebase/rules-unit-testing';
import {
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, vi } from 'vitest';
import { SEARCH_TOKEN_LIMIT } from '@/domain/search-index';
import { unmatchedDetails } from '@/firebase/match-release';
import { foundItemData, lostItemData, lostItemEdit } from './fixtures';
import { matchData, photoUrl as photo, record, single } from './rules-writes';
import {
  A,
  B,
  DAY,
  SEEDED,
  STAFF_ROLES,
  TOKENS,
  type Role,
  type rulesTestEnvironment,
} from './rules';

/**
 * The world the Firestore rules tests by collection share (tests/rules/hotels.test.ts, users,
 * lost-items, found-items, matches, activity, mail and report-rates): two hotels with lost and
 * found items, matches in each state, an activity entry and the server-only collections, and the
 * writes the app makes on them (src/firebase/activity.ts's path: a change and its entry in one
 * batch). Each denied case has a near-identical allowed case beside it, so a rule that denies
 * everything fails as surely as one that allows everything. Every role's attempt starts from the
 * same freshly seeded world, so no outcome depends on the order of roles or tests.
 * The emulator already runs firestore.rules (firebase.json); loading them again would reset the
 * coverage report that scripts/check-rules-coverage.mjs reads after the tier.
 */

/** The roles every file on this world tries each operation as. */
export const ROLES: Role[] = ['signedOut', 'reporter', 'otherGuest', 'noClaims', ...STAFF_ROLES];

/** A stored document as the tests read it back: its fields are not typed. */
type Fields = Record<string, unknown>;

export const WORLD: Record<string, Fields> = {};

export function buildWorld() {
  for (const key of Object.keys(WORLD)) delete WORLD[key];
  const lost = (id: string, hotelId: string, o: DocumentData = {}) =>
    (WORLD[`lost-items/${id}`] = lostItemData(hotelId, { userId: 'reporter', ...SEEDED, ...o }));
  const found = (id: string, hotelId: string, o: DocumentData = {}) =>
    (WORLD[`found-items/${id}`] = foundItemData(hotelId, { ...SEEDED, ...o }));
  WORLD[`hotels/${A}`] = {
    displayName: 'Hotel A',
    settings: { emailNotifications: false, updatedAt: null },
  };
  WORLD[`hotels/${B}`] = {
    displayName: 'Hotel B',
    settings: { emailNotifications: false, updatedAt: null },
  };
  lost('L1', A);
  lost('L2', A, { viewed: true, imageUrls: [photo('L2')] });
  lost('LB', B, { userId: 'otherGuest' });
  found('F1', A);
  found('F2', A, { imageUrls: [photo('F2', { collection: 'found-items' })] });
  found('FB', B);
  found('FD', A, {
    status: 'discarded',
    discardedAt: DAY,
    disposer: 'Aiko',
    disposerEmail: 'admin@a.test',
    disposerId: 'adminA',
  });
  // M1: matched, no package yet. M2: shipped. MP: confirmed with a package size and its postage
  // marked paid (ready to ship).
  lost('LM', A, { status: 'matched', matchId: 'M1' });
  found('FM', A, { status: 'matched', matchId: 'M1', matchedAt: DAY });
  lost('LS', A, { status: 'matched', matchId: 'M2' });
  found('FS', A, { status: 'matched', matchId: 'M2', matchedAt: DAY });
  lost('LP', A, { status: 'matched', matchId: 'MP', country: '' });
  found('FP', A, { status: 'matched', matchId: 'MP', matchedAt: DAY });
  lost('LMB', B, { status: 'matched', matchId: 'MB' });
  found('FMB', B, { status: 'matched', matchId: 'MB', matchedAt: DAY });
  WORLD['matches/M1'] = matchData(WORLD, A, 'LM', 'FM');
  WORLD['matches/M2'] = matchData(WORLD, A, 'LS', 'FS', {
    status: 'shipped',
    packageSize: 'small',
    postageCost: 1300,
    shippedAt: DAY,
  });
  WORLD['matches/MP'] = matchData(WORLD, A, 'LP', 'FP', {
    status: 'confirmed',
    packageSize: 'medium',
    postageCost: 2000,
    destinationCountry: 'France',
    confirmedAt: DAY,
    paid: { uid: 'staffA', email: 'staff@a.test', at: DAY },
  });
  WORLD['matches/MB'] = matchData(WORLD, B, 'LMB', 'FMB');
  WORLD['activity/X1'] = { hotelId: A, targetId: 'F1', action: 'viewed' };
  WORLD['users/staffA'] = { email: 'staff@a.test', claims: TOKENS.staffA, claimsVersion: 1 };
  WORLD['mail/match-confirmed-M1'] = { to: 'guest@example.com' };
  WORLD[`report-rates/${A}/hours/2026112615`] = { hotelId: A, count: 25, hourStart: DAY };
  WORLD['mail-recipients/0123abcd'] = { count: 3, windowStart: DAY, expireAt: DAY };
}

type Rules = ReturnType<typeof rulesTestEnvironment<Role>>;

/**
 * The world's seeding and role matrix on a file's rules test environment: WORLD is rebuilt before
 * each test; `fresh` seeds it with the test's extra documents (again only after a successful
 * write), `seed` seeds again whatever the test did before, `expectOnly` has every role try the
 * same thing and exactly the listed roles succeed, `expectDenied` has one role refused.
 */
export function worldOf(rules: Rules) {
  // Each role's attempt starts from a reseeded world: slower than the default 5 s on a busy machine.
  vi.setConfig({ testTimeout: 240_000 });
  beforeEach(buildWorld);
  const fresh = (extra: DocumentData = {}) => rules.fresh({ ...WORLD, ...extra });
  async function seed(extra: DocumentData = {}) {
    rules.touched();
    await fresh(extra);
  }
  const expectOnly = (
    allowed: Role[],
    attempt: (db: Firestore, role: Role) => Promise<unknown>,
    extra: DocumentData = {},
  ) => rules.expectOnly(allowed, () => ({ ...WORLD, ...extra }), attempt);
  async function expectDenied(
    role: Role,
    reason: string,
    attempt: (db: Firestore) => Promise<unknown>,
  ) {
    await fresh();
    await assertFails(attempt(rules.as(role))).catch(() => {
      rules.touched();
      return Promise.reject(new Error(`${reason} should be refused for ${role}`));
    });
  }
  return { fresh, seed, expectOnly, expectDenied };
}

export const markViewed = (
  db: Firestore,
  role: Role,
  collectionName: 'lost-items' | 'found-items',
  id: string,
  entry?: DocumentData,
) =>
  single(
    db,
    role,
    { collection: collectionName, id, action: 'viewed', from: 'unread', to: 'viewed', entry },
    { viewed: true },
  );

export const EDIT = lostItemEdit({ description: 'Blue case' });

export const editLost = (
  db: Firestore,
  role: Role,
  id = 'L1',
  fields: DocumentData = EDIT,
  entry?: DocumentData,
) => single(db, role, { collection: 'lost-items', id, action: 'edited', entry }, fields);

/** Creates match `matchId` of two pending items, as createMatch does. */
export function createMatch(
  db: Firestore,
  role: Role,
  options: {
    lost?: string;
    found?: string;
    hotelId?: string;
    matchId?: string;
    match?: DocumentData;
    entry?: DocumentData;
  } = {},
): Promise<void> {
  const { lost = 'L1', found = 'F1', hotelId = A, matchId = 'NEW' } = options;
  const batch = writeBatch(db);
  const matched = { hotelId, action: 'matched', from: 'pending', to: 'matched' };
  record(
    batch,
    db,
    role,
    { ...matched, collection: 'matches', id: matchId, from: null, entry: options.entry },
    {
      create: matchData(WORLD, hotelId, lost, found, {
        matchedAt: serverTimestamp(),
        createdAt: serverTimestamp(),
        createdBy: role,
        ...options.match,
      }),
    },
  );
  record(
    batch,
    db,
    role,
    { ...matched, collection: 'lost-items', id: lost, details: { matchId } },
    { update: { status: 'matched', matchId } },
  );
  record(
    batch,
    db,
    role,
    { ...matched, collection: 'found-items', id: found, details: { matchId } },
    { update: { status: 'matched', matchId, matchedAt: serverTimestamp() } },
  );
  return batch.commit();
}

/** Removes a match and returns the given partners to pending, as releaseMatch does. */
export function releaseMatch(
  batch: WriteBatch,
  db: Firestore,
  role: Role,
  matchId: string,
  partners: { lost?: boolean; found?: boolean },
  entry?: DocumentData,
) {
  const match = WORLD[`matches/${matchId}`];
  record(
    batch,
    db,
    role,
    {
      collection: 'matches',
      id: matchId,
      hotelId: match.hotelId as string,
      action: 'unmatched',
      from: match.status as string,
      to: null,
      details: unmatchedDetails(match),
      entry,
    },
    { delete: true },
  );
  // The partners point at the removal's entry (no entry of their own).
  const stamp = { updatedAt: serverTimestamp(), lastActivityId: `unmatched-${matchId}` };
  if (partners.lost)
    batch.update(doc(db, 'lost-items', String(match.lostItemId)), {
      status: 'pending',
      matchId: null,
      ...stamp,
    });
  if (partners.found)
    batch.update(doc(db, 'found-items', String(match.foundItemId)), {
      status: 'pending',
      matchId: null,
      matchedAt: null,
      ...stamp,
    });
}

export function unmatch(db: Firestore, role: Role, matchId = 'M1', entry?: DocumentData) {
  const batch = writeBatch(db);
  releaseMatch(batch, db, role, matchId, { lost: true, found: true }, entry);
  return batch.commit();
}

export function softDelete(
  db: Firestore,
  role: Role,
  collectionName: 'lost-items' | 'found-items',
  id: string,
) {
  const item = WORLD[`${collectionName}/${id}`];
  const batch = writeBatch(db);
  if (typeof item.matchId === 'string' && item.matchId)
    releaseMatch(
      batch,
      db,
      role,
      item.matchId,
      collectionName === 'lost-items' ? { found: true } : { lost: true },
    );
  const released =
    collectionName === 'lost-items'
      ? { status: 'pending', matchId: null }
      : { status: 'pending', matchId: null, matchedAt: null };
  record(
    batch,
    db,
    role,
    {
      collection: collectionName,
      id,
      hotelId: String(item.hotelId),
      action: 'deleted',
      from: String(item.status),
      to: 'deleted',
    },
    {
      update: {
        deleted: true,
        deletedAt: serverTimestamp(),
        deletedBy: role,
        ...(item.matchId ? released : {}),
      },
    },
  );
  return batch.commit();
}

/** The search index is a map of tokens to `true`, with every part bounded. */
export const token = (i: number) => `t${String(i).padStart(14, '0')}`;
export const indexOf = (count: number) => ({
  searchIndex: Object.fromEntries(Array.from({ length: count }, (_, i) => [token(i), true])),
});
/** The largest index the app builds (SEARCH_TOKEN_LIMIT tokens of MAX_PREFIX characters). */
export const FULL_INDEX = indexOf(SEARCH_TOKEN_LIMIT);
/** Indexes an attacker could use to pull megabytes into every open staff dashboard. */
export const BLOATED_INDEXES = {
  indexLongValue: { searchIndex: { wallet: true, umbrella: 'x'.repeat(921_600) } },
  indexNestedMap: {
    searchIndex: {
      wallet: true,
      umbrella: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`n${i}`, 'x'])),
    },
  },
  indexNumber: { searchIndex: { wallet: true, umbrella: 1 } },
  indexFalse: { searchIndex: { wallet: true, umbrella: false } },
  indexList: { searchIndex: { wallet: true, umbrella: [true] } },
  indexLongKeys: {
    searchIndex: Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`${i}${'k'.repeat(1_400)}`, true]),
    ),
  },
};

/** Photo slot names as the app makes them ({timestamp}-{file name}): ten, the most an item has. */
export const SLOTS = Array.from({ length: 10 }, (_, n) => `171000000${n}-photo-${n}.jpg`);
/** Slot lists the rules refuse. */
export const BAD_SLOTS = {
  eleven: [...SLOTS, '1710000000010-photo-10.jpg'],
  longName: [`1710000000001-${'x'.repeat(101)}.jpg`],
  notAppShape: ['../photo.jpg'],
  nestedMap: [{ name: '1710000000001-photo.jpg' }],
  notAList: '1710000000001-photo.jpg',
};
