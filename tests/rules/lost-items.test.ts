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
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { lostItemData } from '../support/fixtures';
import { photoUrl as photo, record, single } from '../support/rules-writes';
import {
  A,
  B,
  DAY,
  PRIVILEGED_A,
  RULES_PROJECT_ID,
  rulesTestEnvironment,
  type Role,
} from '../support/rules';
import {
  BAD_SLOTS,
  BLOATED_INDEXES,
  createMatch,
  EDIT,
  editLost,
  FULL_INDEX,
  markViewed,
  ROLES,
  SLOTS,
  softDelete,
  unmatch,
  worldOf,
  WORLD,
} from '../support/rules-world';

// The rules of lost items and the per-browser report quota, role by role, on tests/support/rules-world.ts.
const rules = rulesTestEnvironment(ROLES);
const { as } = rules;
const { seed, expectOnly, expectDenied } = worldOf(rules);

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
      // Phones are stored complete, in E.164 (src/domain/phone.ts).
      phoneWithoutCode: { phone: '9012345678' },
      phoneSpaced: { phone: '+44 7700900123' },
      phoneAsWords: { phone: 'call the front desk' },
      phoneTooLong: { phone: '+8190123456789012' },
      phoneNotText: { phone: 819012345678 },
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
    await expectDenied('staffA', 'an edit with a phone without its country code', (db) =>
      editLost(db, 'staffA', 'L1', { ...EDIT, phone: '090-1234-5678' }),
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
