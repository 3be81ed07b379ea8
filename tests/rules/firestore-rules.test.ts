import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_TOKEN_LIMIT } from '@/domain/search-index';
import { unmatchedDetails } from '@/firebase/item-writes';
import { foundItemData, lostItemData, lostItemEdit } from '../support/fixtures';
import { lostSummary, matchData, photoUrl as photo, record, single } from '../support/rules-writes';
import {
  A,
  B,
  DAY,
  emailOf,
  PRIVILEGED_A,
  RULES_PROJECT_ID,
  rulesTestEnvironment,
  SEEDED,
  STAFF_ROLES,
  TOKENS,
  type Role,
} from '../support/rules';

/**
 * Security rules, role by role (docs/data-model.md, "Trust model"). Each denied case has a
 * near-identical allowed case beside it, so a rule that denies everything fails these tests as
 * surely as one that allows everything. Every role's attempt starts from the same freshly seeded
 * world, so no outcome depends on the order of roles or tests.
 * The emulator already runs firestore.rules (firebase.json); loading them again would reset the
 * coverage report that scripts/check-rules-coverage.mjs reads after the tier.
 */
// Each role's attempt starts from a reseeded world: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 240_000 });

const ROLES: Role[] = ['signedOut', 'reporter', 'otherGuest', 'noClaims', ...STAFF_ROLES];
const rules = rulesTestEnvironment(ROLES);
const { as } = rules;

/** A stored document as the tests read it back: its fields are not typed. */
type Fields = Record<string, unknown>;

const WORLD: Record<string, Fields> = {};

function buildWorld() {
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
  // M1: matched, no package yet. M2: shipped. MP: matched with a package size (ready to ship).
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
  });
  WORLD['matches/MB'] = matchData(WORLD, B, 'LMB', 'FMB');
  WORLD['activity/X1'] = { hotelId: A, targetId: 'F1', action: 'viewed' };
  WORLD['users/staffA'] = { email: 'staff@a.test', claims: TOKENS.staffA, claimsVersion: 1 };
  WORLD['mail/match-confirmed-M1'] = { to: 'guest@example.com' };
  WORLD[`report-rates/${A}/hours/2026112615`] = { hotelId: A, count: 25, hourStart: DAY };
  WORLD['mail-recipients/0123abcd'] = { count: 3, windowStart: DAY, expireAt: DAY };
}

/** A fresh world: WORLD and the test's extra documents (reseeded only after a successful write). */
const fresh = (extra: DocumentData = {}) => rules.fresh({ ...WORLD, ...extra });
/** Seeds again whatever this test did before. */
async function seed(extra: DocumentData = {}) {
  rules.touched();
  await fresh(extra);
}

/** Every role tries the same thing on a freshly seeded world; exactly the listed roles succeed. */
const expectOnly = (
  allowed: Role[],
  attempt: (db: Firestore, role: Role) => Promise<unknown>,
  extra: DocumentData = {},
) => rules.expectOnly(allowed, () => ({ ...WORLD, ...extra }), attempt);

/** One role, fresh world: the attempt must be refused (for the reason named). */
async function expectDenied(
  role: Role,
  reason: string,
  attempt: (db: Firestore) => Promise<unknown>,
) {
  await fresh();
  await assertFails(attempt(as(role))).catch(() => {
    rules.touched();
    return Promise.reject(new Error(`${reason} should be refused for ${role}`));
  });
}

beforeEach(buildWorld);

const markViewed = (
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

const EDIT = lostItemEdit({ description: 'Blue case' });

const editLost = (
  db: Firestore,
  role: Role,
  id = 'L1',
  fields: DocumentData = EDIT,
  entry?: DocumentData,
) => single(db, role, { collection: 'lost-items', id, action: 'edited', entry }, fields);

/** Creates match `matchId` of two pending items, as createMatch does. */
function createMatch(
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
function releaseMatch(
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

function unmatch(db: Firestore, role: Role, matchId = 'M1', entry?: DocumentData) {
  const batch = writeBatch(db);
  releaseMatch(batch, db, role, matchId, { lost: true, found: true }, entry);
  return batch.commit();
}

function softDelete(
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

// ---------- tests ----------
describe('hotels', () => {
  it('are readable by everyone, signed in or not', async () => {
    await expectOnly(ROLES, (db) => getDoc(doc(db, 'hotels', A)));
    await expectOnly(ROLES, (db) => getDocs(collection(db, 'hotels')));
  });

  it('only an admin of the hotel changes its email setting, stamped with the time, and nothing else', async () => {
    await expectOnly(['adminA'], (db) =>
      updateDoc(doc(db, 'hotels', A), {
        settings: { emailNotifications: true, updatedAt: serverTimestamp() },
      }),
    );
    await expectOnly([], (db) => updateDoc(doc(db, 'hotels', A), { displayName: 'Renamed' }));
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'hotels', A), {
        settings: { emailNotifications: true, updatedAt: new Date(2020, 0, 1) },
      }),
    );
    await expectOnly([], (db) => setDoc(doc(db, 'hotels', 'new'), { displayName: 'New' }));
  });
});

describe('users', () => {
  it('are readable by their owner only and never writable from a client', async () => {
    await expectOnly(['staffA'], (db) => getDoc(doc(db, 'users', 'staffA')));
    await expectOnly([], (db) => getDocs(collection(db, 'users')));
    await expectOnly([], (db) => updateDoc(doc(db, 'users', 'staffA'), { claimsVersion: 9 }));
  });
});

/** The search index is a map of tokens to `true`, with every part bounded. */
const token = (i: number) => `t${String(i).padStart(14, '0')}`;
const indexOf = (count: number) => ({
  searchIndex: Object.fromEntries(Array.from({ length: count }, (_, i) => [token(i), true])),
});
/** The largest index the app builds (SEARCH_TOKEN_LIMIT tokens of MAX_PREFIX characters). */
const FULL_INDEX = indexOf(SEARCH_TOKEN_LIMIT);
/** Indexes an attacker could use to pull megabytes into every open staff dashboard. */
const BLOATED_INDEXES = {
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
const SLOTS = Array.from({ length: 10 }, (_, n) => `171000000${n}-photo-${n}.jpg`);
/** Slot lists the rules refuse. */
const BAD_SLOTS = {
  eleven: [...SLOTS, '1710000000010-photo-10.jpg'],
  longName: [`1710000000001-${'x'.repeat(101)}.jpg`],
  notAppShape: ['../photo.jpg'],
  nestedMap: [{ name: '1710000000001-photo.jpg' }],
  notAList: '1710000000001-photo.jpg',
};

// ----- lost reports and the per-browser quota -----
function newLost(role: Role, overrides: DocumentData = {}) {
  const { createdAt: _c, updatedAt: _u, ...rest } = lostItemData(A, { userId: role });
  return { ...rest, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides };
}

/** A report with its quota step: 'start' (first or expired window), 'next' (count + 1), or none. */
function report(
  db: Firestore,
  role: Role,
  id: string,
  options: {
    overrides?: DocumentData;
    quota?: 'start' | 'none' | DocumentData;
    quotaUid?: string;
  } = {},
) {
  const { overrides = {}, quota = 'start', quotaUid = role } = options;
  const batch = writeBatch(db);
  batch.set(doc(db, 'lost-items', id), newLost(role, overrides));
  if (quota === 'start')
    batch.set(doc(db, 'report-quotas', quotaUid), {
      windowStart: serverTimestamp(),
      count: 1,
      lastReportId: id,
    });
  else if (quota !== 'none')
    batch.set(doc(db, 'report-quotas', quotaUid), { lastReportId: id, ...quota });
  return batch.commit();
}

describe('lost items', () => {
  it('are read by the reporting guest and privileged users of the hotel', async () => {
    await expectOnly(['reporter', ...PRIVILEGED_A], (db) => getDoc(doc(db, 'lost-items', 'L1')));
    await expectOnly(PRIVILEGED_A, (db) =>
      getDocs(query(collection(db, 'lost-items'), where('hotelId', '==', A))),
    );
  });

  it('are reported by anyone signed in, with their own uid and one unit of their quota', async () => {
    await expectOnly(
      ['reporter', 'otherGuest', 'noClaims', ...PRIVILEGED_A, 'staffB', 'adminB'],
      (db, role) => report(db, role, `new-${role}`),
    );
    await expectOnly([], (db, role) =>
      report(db, role, `x-${role}`, { overrides: { userId: 'someone-else' } }),
    );
    // A report cannot arrive with its address already confirmed (only functions confirm it).
    const confirmation = { emailHash: 'a'.repeat(64), method: 'link', at: DAY, by: null };
    await expectOnly([], (db, role) =>
      report(db, role, `c-${role}`, { overrides: { emailConfirmation: confirmation } }),
    );
  });

  it('spend the quota unless the reporter is privileged in the hotel', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) =>
      report(db, role, `free-${role}`, { quota: 'none' }),
    );
    // Someone else's quota document does not count.
    await expectOnly([], (db, role) =>
      report(db, role, `borrowed-${role}`, { quota: 'start', quotaUid: 'someone-else' }),
    );
  });

  it('allow five reports per browser per hour, then refuse until the hour is over', async () => {
    await seed();
    const db = as('reporter');
    await assertSucceeds(report(db, 'reporter', 'r1'));
    for (let n = 2; n <= 5; n += 1) {
      // The window start is kept as it is; only the count moves, by one.
      const current = await getDoc(doc(db, 'report-quotas', 'reporter'));
      await assertSucceeds(
        report(db, 'reporter', `r${n}`, {
          quota: { windowStart: current.get('windowStart') as unknown, count: n },
        }),
      );
    }
    const current = await getDoc(doc(db, 'report-quotas', 'reporter'));
    const windowStart = current.get('windowStart') as unknown;
    expect(current.get('count')).toBe(5);
    await assertFails(report(db, 'reporter', 'r6', { quota: { windowStart, count: 6 } }));
    // Winding the counter back, restarting the window early, skipping the quota, or two reports
    // for one step: all refused.
    await assertFails(report(db, 'reporter', 'r6', { quota: { windowStart, count: 1 } }));
    await assertFails(report(db, 'reporter', 'r6', { quota: 'start' }));
    await assertFails(report(db, 'reporter', 'r6', { quota: 'none' }));
    await assertFails(deleteDoc(doc(db, 'report-quotas', 'reporter')));
    await assertFails(
      updateDoc(doc(db, 'report-quotas', 'reporter'), { count: 0, lastReportId: 'r5' }),
    );
    const pair = writeBatch(db);
    pair.set(doc(db, 'lost-items', 'p1'), newLost('reporter'));
    pair.set(doc(db, 'lost-items', 'p2'), newLost('reporter'));
    pair.set(doc(db, 'report-quotas', 'reporter'), { windowStart, count: 5, lastReportId: 'p2' });
    await assertFails(pair.commit());
    // Only the owner reads their quota.
    await assertSucceeds(getDoc(doc(db, 'report-quotas', 'reporter')));
    await assertFails(getDoc(doc(as('otherGuest'), 'report-quotas', 'reporter')));
  });

  it('start a new quota window once the hour is over, and never two reports for one step', async () => {
    const expired = new Date(Date.now() - 61 * 60 * 1000);
    const recent = new Date(Date.now() - 10 * 60 * 1000);
    const quota = (windowStart: Date) => ({
      'report-quotas/reporter': { windowStart, count: 5, lastReportId: 'old' },
    });
    await seed(quota(expired));
    await assertSucceeds(report(as('reporter'), 'reporter', 'again'));
    await seed(quota(recent));
    await assertFails(report(as('reporter'), 'reporter', 'again'));
    // The quota cannot be moved without a report created with it.
    await seed(quota(expired));
    await assertFails(
      setDoc(doc(as('reporter'), 'report-quotas', 'reporter'), {
        windowStart: serverTimestamp(),
        count: 1,
        lastReportId: 'L1',
      }),
    );
  });

  it('force the server-owned fields and bound every field', async () => {
    await seed();
    const db = as('reporter');
    await assertSucceeds(
      report(db, 'reporter', 'ok', {
        overrides: {
          itemName: 'x'.repeat(500),
          email: `${'a'.repeat(242)}@example.com`,
          colour: 'x'.repeat(40),
          brand: 'x'.repeat(100),
        },
      }),
    );
    // The largest index the app builds (another guest: the reporter's quota step is spent).
    await assertSucceeds(
      report(as('otherGuest'), 'otherGuest', 'full-index', { overrides: FULL_INDEX }),
    );
    for (const [name, overrides] of Object.entries({
      ...BLOATED_INDEXES,
      tooLong: { itemName: 'x'.repeat(501) },
      hugeText: { description: 'x'.repeat(20_000) },
      mapAsText: { itemName: { nested: 'x' } },
      unknownKey: { reward: 100 },
      wrongType: { viewed: 'no' },
      notPending: { status: 'matched' },
      preMatched: { matchId: 'M1' },
      alreadyViewed: { viewed: true },
      missingRequired: { surname: '  ' },
      badDate: { dateLost: 'yesterday' },
      badLanguage: { language: 'fr' },
      backdated: { createdAt: new Date(2020, 0, 1) },
      madeUpUpdatedAt: { updatedAt: '2026-01-01' },
      unknownHotel: { hotelId: 'nowhere' },
      photosUpFront: { imageUrls: [photo('bad-photosUpFront')] },
      slotsUpFront: { photoSlots: ['1710000000001-photo.jpg'] },
      twoEmails: { email: 'a@x.com, b@y.com' },
      emailList: { email: 'a@x.com;b@y.com' },
      emailWithSpace: { email: 'a @x.com' },
      emailTooLong: { email: `${'a'.repeat(243)}@example.com` },
      emailNotOne: { email: 'not-an-email' },
      emailAsList: { email: ['a@x.com', 'b@y.com'] },
      activityForged: { lastActivityId: 'X1' },
      colourTooLong: { colour: 'x'.repeat(41) },
      brandTooLong: { brand: 'x'.repeat(101) },
      colourNotText: { colour: 3 },
      indexNotMap: { searchIndex: ['umbrella'] },
      indexTooLong: {
        searchIndex: Object.fromEntries(Array.from({ length: 1601 }, (_, i) => [`t${i}`, true])),
      },
    })) {
      await assertFails(report(db, 'reporter', `bad-${name}`, { overrides })).catch(() =>
        Promise.reject(new Error(`${name} should be refused`)),
      );
    }
    // Ids are plain (they go into the photo URL pattern).
    await assertFails(report(db, 'reporter', 'a.*b'));
  });

  it('let the reporter attach photos of their own item folder only, at most ten, and never delete', async () => {
    const attach = (urls: unknown) => (db: Firestore) =>
      updateDoc(doc(db, 'lost-items', 'L1'), { imageUrls: urls, updatedAt: serverTimestamp() });
    const ten = Array.from({ length: 10 }, (_, n) => photo('L1', { n }));
    await expectOnly(['reporter'], attach(ten));
    await expectOnly(['reporter'], attach([]));
    await expectOnly(
      ['reporter'],
      attach([photo('L1', { host: 'https://firebasestorage.googleapis.com' })]),
    );
    await expectOnly(
      ['reporter'],
      attach([photo('L1', { bucket: `${RULES_PROJECT_ID}.firebasestorage.app` })]),
    );
    for (const [name, urls] of Object.entries({
      eleven: [...ten, photo('L1', { n: 11 })],
      outsideUrl: ['https://evil.example/cat.jpg'],
      outsideHost: [photo('L1', { host: 'https://evil.example' })],
      otherBucket: [photo('L1', { bucket: 'someone-else.appspot.com' })],
      otherItem: [photo('L2')],
      otherHotel: [photo('L1', { hotelId: B })],
      otherCollection: [photo('L1', { collection: 'found-items' })],
      deeperPath: [photo('L1').replace('-photo.jpg', '%2Fx.jpg')],
      lastOfTenBad: [...ten.slice(0, 9), 'https://evil.example/cat.jpg'],
      hugeUrl: [`${photo('L1')}${'x'.repeat(2_000)}`],
      aMap: { 0: photo('L1') },
      aNumber: [42],
      aString: photo('L1'),
    })) {
      await expectDenied('reporter', name, attach(urls));
    }
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'lost-items', 'L1'), { itemName: 'Changed', updatedAt: serverTimestamp() }),
    );
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'lost-items', 'L1'), { imageUrls: [photo('L1')], updatedAt: DAY }),
    );
    await expectOnly([], (db) => deleteDoc(doc(db, 'lost-items', 'L1')));
    // Not once the report is matched or deleted.
    await expectDenied('reporter', 'photos of a matched report', (db) =>
      updateDoc(doc(db, 'lost-items', 'LM'), {
        imageUrls: [photo('LM')],
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('let the reporter name photo slots before uploading: at most ten, none ever dropped', async () => {
    const slots = (photoSlots: unknown) => (db: Firestore) =>
      updateDoc(doc(db, 'lost-items', 'L1'), { photoSlots, updatedAt: serverTimestamp() });
    const named = { 'lost-items/L1': { ...WORLD['lost-items/L1'], photoSlots: [SLOTS[0]] } };
    await expectOnly(['reporter'], slots(SLOTS));
    await expectOnly(['reporter'], slots(arrayUnion(SLOTS[1])), named);
    for (const [name, value] of Object.entries(BAD_SLOTS))
      await expectDenied('reporter', name, slots(value));
    // A named slot stays named: dropping or renaming it would free an object name for another
    // upload (storage.rules accept each listed name once).
    await seed(named);
    for (const [name, value] of Object.entries({
      dropped: [],
      renamed: [SLOTS[1]],
      droppedForTen: SLOTS.slice(1),
    }))
      await assertFails(slots(value)(as('reporter'))).catch(() =>
        Promise.reject(new Error(`${name} should be refused`)),
      );
    await assertFails(slots(arrayUnion(SLOTS[1]))(as('otherGuest')));
  });

  it('let privileged users of the hotel edit a report with an "edited" entry', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => editLost(db, role));
    await expectDenied('staffA', 'an edit logged as "viewed"', (db) =>
      editLost(db, 'staffA', 'L1', EDIT, { action: 'viewed' }),
    );
    await expectDenied('staffA', 'an edit logged about another item', (db) =>
      editLost(db, 'staffA', 'L1', EDIT, { targetId: 'L2' }),
    );
    await expectDenied('staffA', 'an edit without its entry', (db) =>
      updateDoc(doc(db, 'lost-items', 'L1'), {
        ...EDIT,
        updatedAt: serverTimestamp(),
        lastActivityId: 'X1',
      }),
    );
    await expectDenied('staffA', 'an edit with a guest email list', (db) =>
      editLost(db, 'staffA', 'L1', { ...EDIT, email: 'a@x.com, b@y.com' }),
    );
    await expectDenied('staffA', 'an edit of a server-owned field', (db) =>
      editLost(db, 'staffA', 'L1', { ...EDIT, userId: 'staffA' }),
    );
    // Only functions confirm a guest's address or record a held mail (docs/trust-model.md).
    const confirmation = { emailHash: 'a'.repeat(64), method: 'staff', at: DAY, by: null };
    await expectDenied('adminA', 'an edit that confirms the guest email', (db) =>
      editLost(db, 'adminA', 'L1', { ...EDIT, emailConfirmation: confirmation }),
    );
    await expectDenied('staffA', 'an edit that clears a held mail', (db) =>
      editLost(db, 'staffA', 'L1', { ...EDIT, mailHeld: null }),
    );
  });

  it('let privileged users mark viewed and unread with matching entries, not without', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => markViewed(db, role, 'lost-items', 'L1'));
    await expectOnly(PRIVILEGED_A, (db, role) =>
      single(
        db,
        role,
        {
          collection: 'lost-items',
          id: 'L2',
          action: 'marked-unread',
          from: 'viewed',
          to: 'unread',
        },
        { viewed: false },
      ),
    );
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'lost-items', 'L1'), {
        viewed: true,
        updatedAt: serverTimestamp(),
        lastActivityId: 'X1',
      }),
    );
    await expectDenied('staffA', 'viewed logged as unread', (db) =>
      markViewed(db, 'staffA', 'lost-items', 'L1', { action: 'marked-unread' }),
    );
    await expectDenied('staffA', 'viewed with made-up from/to', (db) =>
      markViewed(db, 'staffA', 'lost-items', 'L1', { from: 'pending', to: 'matched' }),
    );
    await expectDenied('staffA', 'a no-op viewed (already viewed)', (db) =>
      markViewed(db, 'staffA', 'lost-items', 'L2'),
    );
    await expectDenied('staffA', 'viewed with a made-up updatedAt', (db) => {
      const batch = writeBatch(db);
      const id = record(
        batch,
        db,
        'staffA',
        { collection: 'lost-items', id: 'L1', action: 'viewed', from: 'unread', to: 'viewed' },
        { update: { viewed: true } },
      );
      batch.update(doc(db, 'lost-items', 'L1'), { updatedAt: 'yesterday', lastActivityId: id });
      return batch.commit();
    });
  });

  it('are matched by admins of the hotel only (match created in the same write)', async () => {
    await expectOnly(['adminA'], (db, role) => createMatch(db, role));
    // The lost item cannot claim a match that is not created with it.
    await expectDenied('adminA', 'a lost item pointing at a missing match', (db) =>
      single(
        db,
        'adminA',
        {
          collection: 'lost-items',
          id: 'L1',
          action: 'matched',
          from: 'pending',
          to: 'matched',
          details: { matchId: 'M1' },
        },
        { status: 'matched', matchId: 'M1' },
      ),
    );
  });

  it('are unmatched by privileged users of the hotel, never once shipped', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => unmatch(db, role, 'M1'));
    await expectOnly([], (db, role) => unmatch(db, role, 'M2'));
  });

  it('are soft-deleted by privileged users of the hotel; the match goes with them', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => softDelete(db, role, 'lost-items', 'L1'));
    await expectOnly(PRIVILEGED_A, (db, role) => softDelete(db, role, 'lost-items', 'LM'));
    // Not while the match survives, not as someone else, not once shipped.
    await expectDenied('staffA', 'a delete that keeps its match', (db) =>
      single(
        db,
        'staffA',
        { collection: 'lost-items', id: 'LM', action: 'deleted', from: 'matched', to: 'deleted' },
        {
          deleted: true,
          deletedAt: serverTimestamp(),
          deletedBy: 'staffA',
          status: 'pending',
          matchId: null,
        },
      ),
    );
    await expectDenied('staffA', 'a delete signed as someone else', (db) =>
      single(
        db,
        'staffA',
        { collection: 'lost-items', id: 'L1', action: 'deleted', from: 'pending', to: 'deleted' },
        { deleted: true, deletedAt: serverTimestamp(), deletedBy: 'adminA' },
      ),
    );
    await expectOnly([], (db, role) => softDelete(db, role, 'lost-items', 'LS'));
  });
});

// ----- found items -----
function newFound(role: Role, overrides: DocumentData = {}) {
  const {
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = foundItemData(A, {
    foundByUserId: role,
    foundByUserEmail: emailOf(role),
  });
  return { ...rest, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides };
}

describe('found items', () => {
  it('are read, listed and registered by privileged users of the hotel', async () => {
    await expectOnly(PRIVILEGED_A, (db) => getDoc(doc(db, 'found-items', 'F1')));
    await expectOnly(PRIVILEGED_A, (db) =>
      getDocs(query(collection(db, 'found-items'), where('hotelId', '==', A))),
    );
    await expectOnly(PRIVILEGED_A, (db, role) =>
      setDoc(doc(db, 'found-items', `new-${role}`), newFound(role)),
    );
    await assertSucceeds(
      setDoc(doc(as('staffA'), 'found-items', 'full-index'), newFound('staffA', FULL_INDEX)),
    );
    rules.touched();
    for (const [name, overrides] of Object.entries({
      noLocation: { roomNumber: ' ', hotelComplex: '', otherLocation: '' },
      discarded: { status: 'discarded' },
      forgedEmail: { foundByUserEmail: 'admin@a.test' },
      ownerEmailList: { email: 'a@x.com, b@y.com' },
      notStaff: { foundByStaff: false },
      photosUpFront: { imageUrls: [photo('x', { collection: 'found-items' })] },
      slotsUpFront: { photoSlots: ['1710000000001-photo.jpg'] },
      unknownKey: { reward: 1 },
      // The search index is a bounded list, the retention group one of the four.
      indexNotMap: { searchIndex: 'umbrella' },
      indexTooLong: {
        searchIndex: Object.fromEntries(Array.from({ length: 1601 }, (_, i) => [`t${i}`, true])),
      },
      noRetentionGroup: { retentionGroup: 'forever' },
      ...BLOATED_INDEXES,
    })) {
      await expectDenied('staffA', name, (db) =>
        setDoc(doc(db, 'found-items', `bad-${name}`), newFound('staffA', overrides)),
      );
    }
  });

  it('get photos of their own folder from privileged users of the hotel', async () => {
    const own = [photo('F1', { collection: 'found-items' })];
    await expectOnly(PRIVILEGED_A, (db) =>
      updateDoc(doc(db, 'found-items', 'F1'), { imageUrls: own, updatedAt: serverTimestamp() }),
    );
    for (const [name, urls] of Object.entries({
      outside: ['https://evil.example/x.jpg'],
      lostFolder: [photo('F1')],
      otherItem: [photo('F2', { collection: 'found-items' })],
    })) {
      await expectDenied('staffA', name, (db) =>
        updateDoc(doc(db, 'found-items', 'F1'), { imageUrls: urls, updatedAt: serverTimestamp() }),
      );
    }
  });

  it('get photo slots named by privileged users of the hotel: at most ten, none ever dropped', async () => {
    const slots = (photoSlots: unknown) => (db: Firestore) =>
      updateDoc(doc(db, 'found-items', 'F1'), { photoSlots, updatedAt: serverTimestamp() });
    await expectOnly(PRIVILEGED_A, slots(SLOTS.slice(0, 3)));
    for (const [name, value] of Object.entries(BAD_SLOTS))
      await expectDenied('staffA', name, slots(value));
    const named = { 'found-items/F1': { ...WORLD['found-items/F1'], photoSlots: SLOTS } };
    await seed(named);
    await assertFails(slots(SLOTS.slice(1))(as('staffA')));
    await assertFails(slots([...SLOTS.slice(1), '1710000000099-other.jpg'])(as('adminA')));
    // Not with any other change, nor on an item that is no longer pending.
    await expectDenied('staffA', 'slots with another field', (db) =>
      updateDoc(doc(db, 'found-items', 'F1'), {
        photoSlots: [SLOTS[0]],
        itemName: 'Changed',
        updatedAt: serverTimestamp(),
      }),
    );
    await expectDenied('staffA', 'slots of a discarded item', (db) =>
      updateDoc(doc(db, 'found-items', 'FD'), {
        photoSlots: [SLOTS[0]],
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('are marked viewed by privileged users of the hotel (edits: edit-and-approval.test.ts)', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => markViewed(db, role, 'found-items', 'F1'));
    await expectOnly([], (db, role) =>
      single(
        db,
        role,
        { collection: 'found-items', id: 'F1', action: 'edited' },
        { status: 'matched' },
      ),
    );
  });

  it('bound the optional colour and brand', async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db, role) =>
      setDoc(
        doc(db, 'found-items', `cb-${role}`),
        newFound(role, { colour: 'black', brand: 'x'.repeat(100) }),
      ),
    );
    await expectOnly([], (db, role) =>
      setDoc(doc(db, 'found-items', `cb-long-${role}`), newFound(role, { brand: 'x'.repeat(101) })),
    );
  });

  it('are discarded and restored by admins of the hotel only', async () => {
    const discard = (db: Firestore, role: Role, fields: DocumentData = {}) =>
      single(
        db,
        role,
        {
          collection: 'found-items',
          id: 'F1',
          action: 'discarded',
          from: 'pending',
          to: 'discarded',
        },
        {
          status: 'discarded',
          discardedAt: serverTimestamp(),
          disposer: 'Name',
          disposerEmail: emailOf(role),
          disposerId: role,
          ...fields,
        },
      );
    // Every role signs as itself: only the role decides.
    await expectOnly(['adminA'], (db, role) => discard(db, role));
    await expectDenied('adminA', 'a discard signed with another email', (db) =>
      discard(db, 'adminA', { disposerEmail: 'staff@a.test' }),
    );
    await expectDenied('adminA', 'a discard of a matched item', (db) =>
      single(
        db,
        'adminA',
        {
          collection: 'found-items',
          id: 'FM',
          action: 'discarded',
          from: 'matched',
          to: 'discarded',
        },
        {
          status: 'discarded',
          discardedAt: serverTimestamp(),
          disposer: 'Name',
          disposerEmail: 'admin@a.test',
          disposerId: 'adminA',
        },
      ),
    );
    await expectOnly(['adminA'], (db, role) =>
      single(
        db,
        role,
        {
          collection: 'found-items',
          id: 'FD',
          action: 'undiscarded',
          from: 'discarded',
          to: 'pending',
        },
        { status: 'pending', discardedAt: null, disposer: '', disposerEmail: '', disposerId: '' },
      ),
    );
  });

  it('are matched by admins of the hotel and unmatched by privileged users', async () => {
    await expectOnly(['adminA'], (db, role) => createMatch(db, role, { lost: 'L2', found: 'F2' }));
    await expectOnly(PRIVILEGED_A, (db, role) => {
      const batch = writeBatch(db);
      releaseMatch(batch, db, role, 'M1', { lost: true, found: true });
      return batch.commit();
    });
  });

  it('are soft-deleted by admins of the hotel only, releasing their match', async () => {
    await expectOnly(['adminA'], (db, role) => softDelete(db, role, 'found-items', 'F1'));
    await expectOnly(['adminA'], (db, role) => softDelete(db, role, 'found-items', 'FM'));
    await expectOnly([], (db, role) => softDelete(db, role, 'found-items', 'FS'));
  });

  it('are never hard-deleted from a client', async () => {
    await expectOnly([], (db) => deleteDoc(doc(db, 'found-items', 'F1')));
  });
});

// ----- matches -----
const hold = (db: Firestore, role: Role, matchId = 'M1', from = 'matched', entry?: DocumentData) =>
  single(
    db,
    role,
    { collection: 'matches', id: matchId, action: 'on-hold', from, to: 'on-hold', entry },
    { status: 'on-hold', onHoldAt: serverTimestamp() },
  );

// Without the guest's yes on the status page, staff record that it was agreed by phone.
const byPhone = (role: Role) => ({
  agreedByPhone: { uid: role, email: emailOf(role), at: serverTimestamp() },
});

const ship = (
  db: Firestore,
  role: Role,
  matchId = 'MP',
  from = 'confirmed',
  agreement: DocumentData = byPhone(role),
) =>
  single(
    db,
    role,
    { collection: 'matches', id: matchId, action: 'shipped', from, to: 'shipped' },
    { status: 'shipped', shippedAt: serverTimestamp(), ...agreement },
  );

function setPackage(
  db: Firestore,
  role: Role,
  options: { matchId?: string; from?: string | null; fields?: DocumentData } = {},
) {
  const { matchId = 'M1', from = null } = options;
  const fields = {
    packageSize: 'small',
    packageWeight: 0.5,
    postageCost: 1300,
    destinationCountry: 'United Kingdom',
    ...options.fields,
  };
  return single(
    db,
    role,
    {
      collection: 'matches',
      id: matchId,
      action: 'package-updated',
      from,
      to: String(fields.packageSize),
      details: {
        packageWeight: fields.packageWeight,
        postageCost: fields.postageCost,
        destinationCountry: fields.destinationCountry,
      },
    },
    fields,
  );
}

/** An edit of LM with the match summary following it, as updateLostItem does. */
function editWithSummary(
  db: Firestore,
  role: Role,
  options: { lost?: string; matchId?: string; summary?: DocumentData } = {},
) {
  const { lost = 'LM', matchId = 'M1' } = options;
  const batch = writeBatch(db);
  record(
    batch,
    db,
    role,
    { collection: 'lost-items', id: lost, action: 'edited' },
    { update: EDIT },
  );
  batch.update(doc(db, 'matches', matchId), {
    lost: lostSummary({ ...WORLD[`lost-items/${lost}`], ...EDIT }),
    destinationCountry: EDIT.country,
    updatedAt: serverTimestamp(),
    ...options.summary,
  });
  return batch.commit();
}

describe('matches', () => {
  it('are read and listed by privileged users of the hotel', async () => {
    await expectOnly(PRIVILEGED_A, (db) => getDoc(doc(db, 'matches', 'M1')));
    await expectOnly(PRIVILEGED_A, (db) =>
      getDocs(query(collection(db, 'matches'), where('hotelId', '==', A))),
    );
  });

  it('are created by admins of the hotel as exact copies of two pending items', async () => {
    await expectOnly(['adminA'], (db, role) => createMatch(db, role));
    await expectOnly(['adminB'], (db, role) =>
      createMatch(db, role, { lost: 'LB', found: 'FB', hotelId: B }),
    );
    // Cross-hotel pairs, forged summaries and stamps are refused.
    buildWorld();
    for (const [name, options] of Object.entries({
      otherHotelsItem: { found: 'FB' },
      alreadyMatched: { found: 'FM' },
      discarded: { found: 'FD' },
      forgedLostSummary: {
        match: { lost: { ...lostSummary(WORLD['lost-items/L1']), email: 'x@evil.test' } },
      },
      forgedFoundSummary: {
        match: {
          found: { itemType: 'Phone', itemName: 'x'.repeat(600), dateFound: '', imageUrl: null },
        },
      },
      forgedDestination: { match: { destinationCountry: 'Elsewhere' } },
      forgedCreator: { match: { createdBy: 'staffA' } },
      preShipped: { match: { status: 'shipped', packageSize: 'small' } },
      backdated: { match: { matchedAt: DAY } },
      wrongEntry: { entry: { action: 'viewed' } },
      unknownKey: { match: { note: 'x' } },
    })) {
      await expectDenied('adminA', name, (db) => createMatch(db, 'adminA', options));
    }
    // A match id whose removal was already recorded cannot be reused.
    await seed({ 'activity/unmatched-NEW': { hotelId: A, action: 'unmatched' } });
    await assertFails(createMatch(as('adminA'), 'adminA'));
  });

  it('are held by privileged users of the hotel, with the transition recorded', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => hold(db, role));
    await expectOnly([], (db, role) => hold(db, role, 'M2', 'shipped'));
    await expectDenied('staffA', 'a hold logged as shipped', (db) =>
      hold(db, 'staffA', 'M1', 'matched', { action: 'shipped' }),
    );
    await expectDenied('staffA', 'a hold with a made-up from', (db) =>
      hold(db, 'staffA', 'M1', 'confirmed'),
    );
  });

  it('ship with a package size, by staff and admins alike, and never twice', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => ship(db, role));
    // M1 has no package size yet; M2 is shipped already.
    await expectOnly([], (db, role) => ship(db, role, 'M1', 'matched'));
    await expectOnly([], (db, role) => ship(db, role, 'M2', 'shipped'));
  });

  it('ship only once the guest agreed, or with "agreed by phone" signed by the caller', async () => {
    await expectOnly([], (db, role) => ship(db, role, 'MP', 'confirmed', {}));
    await expectDenied('staffA', 'an agreement signed as someone else', (db) =>
      ship(db, 'staffA', 'MP', 'confirmed', byPhone('adminA')),
    );
  });

  it('leave confirmation to the function', async () => {
    await expectOnly([], (db, role) =>
      single(
        db,
        role,
        { collection: 'matches', id: 'M1', action: 'confirmed', from: 'matched', to: 'confirmed' },
        { status: 'confirmed', confirmedAt: serverTimestamp() },
      ),
    );
  });

  it('take package details until shipped, with the destination of the lost item', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => setPackage(db, role));
    // The lost item LP has no country: the match keeps its own destination.
    await expectOnly(PRIVILEGED_A, (db, role) =>
      setPackage(db, role, {
        matchId: 'MP',
        from: 'medium',
        fields: { packageSize: 'large', destinationCountry: 'France' },
      }),
    );
    for (const [name, fields] of Object.entries({
      forgedDestination: { destinationCountry: 'Elsewhere' },
      negativePostage: { postageCost: -1 },
      fractionalPostage: { postageCost: 1.5 },
      heavy: { packageWeight: 5000 },
      badSize: { packageSize: 'huge' },
      summaryAlong: { lost: { itemName: 'x' } },
    })) {
      await expectDenied('staffA', name, (db) => setPackage(db, 'staffA', { fields }));
    }
    await expectOnly([], (db, role) =>
      setPackage(db, role, { matchId: 'M2', from: 'small', fields: { packageSize: 'large' } }),
    );
  });

  it('take the lost summary only with an edit of the lost item, equal to it, until shipped', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => editWithSummary(db, role));
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'matches', 'M1'), {
        destinationCountry: 'Elsewhere',
        updatedAt: serverTimestamp(),
      }),
    );
    await expectDenied('staffA', 'a summary that differs from the edit', (db) =>
      editWithSummary(db, 'staffA', { summary: { destinationCountry: 'Elsewhere' } }),
    );
    await expectDenied('staffA', 'the found summary changed along', (db) =>
      editWithSummary(db, 'staffA', { summary: { found: { itemType: 'x' } } }),
    );
    await expectOnly([], (db, role) => editWithSummary(db, role, { lost: 'LS', matchId: 'M2' }));
  });

  it('are deleted (unmatched) only with their entry and both items released, never once shipped', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => unmatch(db, role, 'M1'));
    await expectOnly(['adminB', 'staffB', 'twoHotels'], (db, role) => unmatch(db, role, 'MB'));
    await expectOnly([], (db) => deleteDoc(doc(db, 'matches', 'M1')));
    await expectDenied('staffA', 'a removal with the items still matched', (db) => {
      const batch = writeBatch(db);
      releaseMatch(batch, db, 'staffA', 'M1', {});
      return batch.commit();
    });
    await expectDenied('staffA', 'a removal entry with a forged status', (db) =>
      unmatch(db, 'staffA', 'M1', { from: 'on-hold' }),
    );
    await expectOnly([], (db, role) => unmatch(db, role, 'M2'));
  });
});

// ----- activity -----
describe('activity', () => {
  it('is read by admins of the hotel', async () => {
    await expectOnly(['adminA'], (db) => getDoc(doc(db, 'activity', 'X1')));
  });

  it('is a fact: actor and time from the request, about the change made with it', async () => {
    for (const [name, entry] of Object.entries({
      otherUid: { actorUid: 'adminA' },
      otherEmail: { actorEmail: 'admin@a.test' },
      madeUpTime: { at: new Date(2026, 0, 1) },
      otherHotel: { hotelId: B },
      otherTarget: { targetId: 'L2' },
      otherType: { targetType: 'found-item' },
      unknownAction: { action: 'claims-changed' },
      extraKey: { note: 'x' },
    })) {
      await expectDenied('staffA', name, (db) =>
        markViewed(db, 'staffA', 'lost-items', 'L1', entry),
      );
    }
  });

  it('is never created alone, nor about a document the same write does not change', async () => {
    const alone = (db: Firestore, role: Role) =>
      setDoc(doc(db, 'activity', `alone-${role}`), {
        hotelId: A,
        targetType: 'lost-item',
        targetId: 'L1',
        action: 'viewed',
        from: 'unread',
        to: 'viewed',
        actorUid: role,
        actorEmail: emailOf(role),
        at: serverTimestamp(),
      });
    await expectOnly([], alone);
    // An edit of L1 recorded as a view of L2: both sides refuse.
    await expectDenied('staffA', 'an entry about another document', (db) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'activity', 'mislabel'), {
        hotelId: A,
        targetType: 'lost-item',
        targetId: 'L2',
        action: 'viewed',
        from: 'unread',
        to: 'viewed',
        actorUid: 'staffA',
        actorEmail: 'staff@a.test',
        at: serverTimestamp(),
      });
      batch.update(doc(db, 'lost-items', 'L1'), {
        ...EDIT,
        updatedAt: serverTimestamp(),
        lastActivityId: 'mislabel',
      });
      return batch.commit();
    });
  });

  it('cannot squat the removal id of a match', async () => {
    const squat = (db: Firestore, role: Role) =>
      setDoc(doc(db, 'activity', 'unmatched-M1'), {
        hotelId: A,
        targetType: 'match',
        targetId: 'M1',
        action: 'unmatched',
        from: 'matched',
        to: null,
        actorUid: role,
        actorEmail: emailOf(role),
        at: serverTimestamp(),
        details: { lostItemId: 'LM', foundItemId: 'FM', status: 'matched', packageSize: null },
      });
    await expectOnly([], squat);
    // Nor under cover of another change.
    await expectDenied('staffA', 'a view recorded at the removal id', (db) =>
      single(
        db,
        'staffA',
        {
          collection: 'lost-items',
          id: 'L1',
          action: 'viewed',
          from: 'unread',
          to: 'viewed',
          entryId: 'unmatched-M1',
        },
        { viewed: true },
      ),
    );
    // So the real unmatch still works afterwards.
    await expectOnly(PRIVILEGED_A, (db, role) => unmatch(db, role, 'M1'));
  });

  it('is never updated or deleted', async () => {
    await expectOnly([], (db) => updateDoc(doc(db, 'activity', 'X1'), { action: 'edited' }));
    await expectOnly([], (db) => deleteDoc(doc(db, 'activity', 'X1')));
  });
});

// ----- revocation: a token signed in before the account's revocation counts for nothing -----
describe('revoked, demoted or disabled staff and admins', () => {
  /** When updateUserClaims demoted the role: users/{uid}.tokensValidAfter, in seconds as Auth. */
  const REVOKED = Math.floor(Date.now() / 1000) - 60;
  const revoked = (role: 'adminA' | 'staffA') => ({
    [`users/${role}`]: { claims: TOKENS[role], claimsVersion: 2, tokensValidAfter: REVOKED },
  });
  /** Firestore as `role` with a token signed in at `authTime` (the claims it was minted with). */
  const signedInAt = (role: 'adminA' | 'staffA', authTime: number) =>
    rules
      .env()
      .authenticatedContext(role, { ...TOKENS[role], auth_time: authTime })
      .firestore() as unknown as Firestore;
  const OLD = REVOKED - 300;
  const NEW = REVOKED;
  const guestsOfA = (db: Firestore) =>
    getDocs(query(collection(db, 'lost-items'), where('hotelId', '==', A)));
  const discardF1 = (db: Firestore) =>
    single(
      db,
      'adminA',
      {
        collection: 'found-items',
        id: 'F1',
        action: 'discarded',
        from: 'pending',
        to: 'discarded',
      },
      {
        status: 'discarded',
        discardedAt: serverTimestamp(),
        disposer: 'Aiko',
        disposerEmail: emailOf('adminA'),
        disposerId: 'adminA',
      },
    );

  it("refuse a demoted admin's old token for guests' contact data and discarding; a new sign-in passes", async () => {
    await seed(revoked('adminA'));
    await assertFails(guestsOfA(signedInAt('adminA', OLD)));
    await assertFails(getDoc(doc(signedInAt('adminA', OLD), 'lost-items', 'L1')));
    await assertFails(discardF1(signedInAt('adminA', OLD)));
    // The twin: a token signed in at (or after) the revocation, as a new sign-in gets.
    await assertSucceeds(guestsOfA(signedInAt('adminA', NEW)));
    await assertSucceeds(discardF1(signedInAt('adminA', NEW)));
    rules.touched();
  });

  it("refuse a revoked staff member's old token for reading and writing", async () => {
    await seed(revoked('staffA'));
    const old = signedInAt('staffA', OLD);
    await assertFails(getDocs(query(collection(old, 'found-items'), where('hotelId', '==', A))));
    await assertFails(markViewed(old, 'staffA', 'found-items', 'F1'));
    await assertFails(getDocs(query(collection(old, 'matches'), where('hotelId', '==', A))));
    const fresh = signedInAt('staffA', NEW);
    await assertSucceeds(
      getDocs(query(collection(fresh, 'found-items'), where('hotelId', '==', A))),
    );
    await assertSucceeds(markViewed(fresh, 'staffA', 'found-items', 'F1'));
    rules.touched();
  });

  it('take the claims of an account without a record (never revoked), and leave guests alone', async () => {
    await seed();
    await rules.env().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('users/staffA').delete();
    });
    rules.touched();
    await assertSucceeds(guestsOfA(as('staffA')));
    await assertFails(guestsOfA(as('staffB')));
    // Guests have no record: their own report is theirs to read.
    await assertSucceeds(getDoc(doc(as('reporter'), 'lost-items', 'L1')));
  });
});

describe('mail', () => {
  it('is closed to every client', async () => {
    await expectOnly([], (db) => getDoc(doc(db, 'mail', 'match-confirmed-M1')));
    await expectOnly([], (db) => setDoc(doc(db, 'mail', 'spam'), { to: 'x@example.com' }));
  });

  it('the per-address count of unconfirmed mails is closed to every client', async () => {
    await expectOnly([], (db) => getDoc(doc(db, 'mail-recipients', '0123abcd')));
    await expectOnly([], (db) => setDoc(doc(db, 'mail-recipients', '0123abcd'), { count: 0 }));
  });
});

describe('report rates (guest reports per hotel and hour)', () => {
  const hours = (db: Firestore, hotelId = A) => collection(db, 'report-rates', hotelId, 'hours');
  it('only the hotel’s staff and admins read them, also an hour not counted yet', async () => {
    await expectOnly(PRIVILEGED_A, (db) => getDoc(doc(hours(db), '2026112615')));
    await expectOnly(PRIVILEGED_A, (db) => getDoc(doc(hours(db), '2026112616')));
    await expectOnly(PRIVILEGED_A, (db) => getDocs(hours(db)));
    await expectOnly(['adminB', 'staffB', 'twoHotels'], (db) => getDocs(hours(db, B)));
  });

  it('nobody writes them (the function counts)', async () => {
    await expectOnly([], (db) => setDoc(doc(hours(db), '2026112616'), { hotelId: A, count: 0 }));
    await expectOnly([], (db) => updateDoc(doc(hours(db), '2026112615'), { count: 0 }));
    await expectOnly([], (db) => deleteDoc(doc(hours(db), '2026112615')));
  });
});
