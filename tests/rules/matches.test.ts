import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { foundItemData, lostItemData } from '../support/fixtures';
import { lostSummary, matchData, record, single } from '../support/rules-writes';
import {
  A,
  B,
  DAY,
  emailOf,
  PRIVILEGED_A,
  rulesTestEnvironment,
  SEEDED,
  type Role,
} from '../support/rules';
import {
  buildWorld,
  createMatch,
  EDIT,
  releaseMatch,
  ROLES,
  unmatch,
  worldOf,
  WORLD,
} from '../support/rules-world';

// The rules of matches, role by role, on tests/support/rules-world.ts.
const rules = rulesTestEnvironment(ROLES);
const { as, allowed, denied } = rules;
const { fresh, seed, expectOnly, expectDenied } = worldOf(rules);

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

// ----- on hold, picked up and paid: documents added to the world for these tests -----
/** MH: a match held for approval, of two matched items of hotel A. */
const held = (): DocumentData => {
  const items = {
    'lost-items/LH': lostItemData(A, { ...SEEDED, status: 'matched', matchId: 'MH' }),
    'found-items/FH': foundItemData(A, {
      ...SEEDED,
      status: 'matched',
      matchId: 'MH',
      matchedAt: DAY,
    }),
  };
  return {
    ...items,
    'matches/MH': matchData({ ...WORLD, ...items }, A, 'LH', 'FH', {
      status: 'on-hold',
      onHoldAt: DAY,
    }),
  };
};

/** MU: closed in person (picked up, final); MC: confirmed; MS: shipped. */
const CLOSED: DocumentData = {
  'found-items/FU': foundItemData(A, {
    ...SEEDED,
    status: 'returned',
    matchId: 'MU',
    disposition: {
      kind: 'returned',
      at: DAY,
      byUid: 'adminA',
      byEmail: 'admin@a.test',
      byName: 'Aiko',
      note: '',
      recipientName: 'J',
      idChecked: true,
      matchId: 'MU',
    },
  }),
  'lost-items/LU': lostItemData(A, { ...SEEDED, status: 'returned', matchId: 'MU' }),
  'found-items/FC': foundItemData(A, {
    ...SEEDED,
    status: 'matched',
    matchId: 'MC',
    matchedAt: DAY,
  }),
  'matches/MU': {
    hotelId: A,
    lostItemId: 'LU',
    foundItemId: 'FU',
    status: 'picked-up',
    packageSize: null,
    updatedAt: DAY,
  },
  'matches/MC': {
    hotelId: A,
    lostItemId: 'LC',
    foundItemId: 'FC',
    status: 'confirmed',
    packageSize: null,
    updatedAt: DAY,
  },
  'matches/MS': {
    hotelId: A,
    lostItemId: 'LS',
    foundItemId: 'FS',
    status: 'shipped',
    packageSize: 'small',
    updatedAt: DAY,
  },
};

describe('matches: on hold awaiting approval', () => {
  const release = (update: DocumentData, entry?: DocumentData) => (db: Firestore, role: Role) =>
    single(
      db,
      role,
      {
        collection: 'matches',
        id: 'MH',
        action: 'released',
        from: 'on-hold',
        to: 'matched',
        entry,
      },
      update,
    );
  const expectOnHeld = (
    allowedRoles: Role[],
    attempt: (db: Firestore, role: Role) => Promise<unknown>,
  ) => expectOnly(allowedRoles, attempt, held());

  it('an admin of the hotel releases a held match back to matched, recorded; staff may not', async () => {
    await expectOnHeld(['adminA'], release({ status: 'matched', onHoldAt: null }));
    // Recorded as another transition, or keeping the hold time: nobody.
    await expectOnHeld([], release({ status: 'matched', onHoldAt: null }, { from: 'matched' }));
    await expectOnHeld([], release({ status: 'matched' }));
    // Without its entry: nobody.
    await expectOnHeld([], (db) =>
      updateDoc(doc(db, 'matches', 'MH'), {
        status: 'matched',
        onHoldAt: null,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('only a held match is released', async () => {
    await expectOnHeld(['adminA'], release({ status: 'matched', onHoldAt: null }));
    await expectOnHeld([], (db, role) =>
      single(
        db,
        role,
        { collection: 'matches', id: 'M1', action: 'released', from: 'on-hold', to: 'matched' },
        { status: 'matched', onHoldAt: null },
      ),
    );
  });

  it('approval (to confirmed) is never a client write: only the confirmMatch function', async () => {
    await expectOnHeld(['adminA'], release({ status: 'matched', onHoldAt: null }));
    await expectOnHeld([], (db, role) =>
      single(
        db,
        role,
        { collection: 'matches', id: 'MH', action: 'confirmed', from: 'on-hold', to: 'confirmed' },
        { status: 'confirmed', confirmedAt: serverTimestamp() },
      ),
    );
  });
});

describe('matches: picked up is final', () => {
  const holdConfirmed = (db: Firestore, id: string) =>
    single(
      db,
      'staffA',
      { collection: 'matches', id, action: 'on-hold', from: 'confirmed', to: 'on-hold' },
      { status: 'on-hold', onHoldAt: serverTimestamp() },
    );

  it('staff put a confirmed match on hold, but not one picked up', async () => {
    await fresh(CLOSED);
    const db = as('staffA');
    await denied(
      updateDoc(doc(db, 'matches', 'MU'), { status: 'picked-up', updatedAt: serverTimestamp() }),
    );
    await denied(holdConfirmed(db, 'MU'));
    await allowed(holdConfirmed(db, 'MC'));
  });

  it('no client closes a match as picked up (the closeMatchPickedUp function does)', async () => {
    await expectOnly(
      [],
      (db) =>
        updateDoc(doc(db, 'matches', 'MC'), {
          status: 'picked-up',
          updatedAt: serverTimestamp(),
        }),
      CLOSED,
    );
  });
});

describe('matches: the "paid" mark', () => {
  /** src/firebase/match-writes.ts markPaid: the caller's mark and its entry in one batch. */
  const markPaid = (db: Firestore, role: Role, id = 'MC', mark: DocumentData = {}) =>
    single(
      db,
      role,
      { collection: 'matches', id, action: 'paid', from: null, to: 'paid' },
      { paid: { uid: role, email: emailOf(role), at: serverTimestamp(), ...mark } },
    );

  it('staff and admins of the hotel mark a match paid, signed by themselves', async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db, role) => markPaid(db, role), CLOSED);
  });

  it('only once, never on a closed match, and never in another name or time', async () => {
    await fresh(CLOSED);
    const db = as('staffA');
    await denied(markPaid(db, 'staffA', 'MC', { uid: 'adminA', email: 'admin@a.test' }));
    await denied(markPaid(db, 'staffA', 'MC', { at: DAY }));
    await denied(markPaid(db, 'staffA', 'MS'));
    await denied(markPaid(db, 'staffA', 'MU'));
    await allowed(markPaid(db, 'staffA'));
    await denied(markPaid(db, 'staffA'));
  });
});

describe('matches: the shipping rules (src/domain/shipping-rules.ts) and the admin override', () => {
  /** MP (ready to ship) with its found or lost type replaced, and any other stored field. */
  const mp = (types: { found?: string; lost?: string }, fields: DocumentData = {}) => {
    const stored = WORLD['matches/MP'];
    const summary = (key: 'found' | 'lost') => stored[key] as Record<string, unknown>;
    return {
      'matches/MP': {
        ...stored,
        found: { ...summary('found'), ...(types.found ? { itemType: types.found } : {}) },
        lost: { ...summary('lost'), ...(types.lost ? { itemType: types.lost } : {}) },
        ...fields,
      },
    };
  };
  const signed = (role: Role, reason = 'The embassy asked us to send it by EMS') => ({
    uid: role,
    email: emailOf(role),
    at: serverTimestamp(),
    reason,
  });
  /** src/firebase/match-writes.ts overrideShippingRefusal: the mark and its entry in one batch. */
  const override = (db: Firestore, role: Role, mark: DocumentData = {}, details?: DocumentData) => {
    const shippingOverride = { ...signed(role), ...mark };
    return single(
      db,
      role,
      {
        collection: 'matches',
        id: 'MP',
        action: 'shipping-override',
        from: null,
        to: 'override',
        details: details ?? { reason: shippingOverride.reason },
      },
      { shippingOverride },
    );
  };
  const recorded = { shippingOverride: { ...signed('adminA'), at: DAY } };

  it('a refused item, by its found or its lost type, is not shipped without an override', async () => {
    await expectOnly([], (db, role) => ship(db, role), mp({ found: 'Passport' }));
    await expectOnly([], (db, role) => ship(db, role), mp({ lost: 'ID card' }));
    await expectOnly([], (db, role) => ship(db, role), mp({ found: 'credit_card' }));
    await expectOnly([], (db, role) => ship(db, role), mp({ lost: 'モバイルバッテリー' }));
    // Restricted and unlisted types ship as before; whole words only (cashmere is not cash).
    await expectOnly(PRIVILEGED_A, (db, role) => ship(db, role), mp({ found: 'Laptop' }));
    await expectOnly(PRIVILEGED_A, (db, role) => ship(db, role), mp({ lost: 'Cashmere scarf' }));
    // A match stored without summaries (older data) is not held back.
    await expectOnly(PRIVILEGED_A, (db, role) => ship(db, role), {
      'matches/MP': Object.fromEntries(
        Object.entries(WORLD['matches/MP']).filter(([key]) => key !== 'found' && key !== 'lost'),
      ),
    });
  });

  it('with an admin\u2019s recorded override, staff and admins ship it', async () => {
    await expectOnly(
      PRIVILEGED_A,
      (db, role) => ship(db, role),
      mp({ found: 'Passport' }, recorded),
    );
  });

  it('only an admin of the hotel records the override, on a refused item, signed, with a reason, once', async () => {
    const passport = mp({ found: 'Passport' });
    await expectOnly(['adminA'], (db, role) => override(db, role), passport);
    await fresh(passport);
    const db = as('adminA');
    await denied(override(db, 'adminA', { uid: 'staffA', email: 'staff@a.test' }));
    await denied(override(db, 'adminA', { at: DAY }));
    await denied(override(db, 'adminA', { reason: '  ' }));
    await denied(override(db, 'adminA', { by: 'adminA' }));
    await denied(override(db, 'adminA', {}, { reason: 'another reason' }));
    await denied(override(db, 'adminA', {}, {}));
    await allowed(override(db, 'adminA'));
    await denied(override(db, 'adminA'));
    // Nothing to override on an item the rules do not refuse.
    await expectOnly([], (db, role) => override(db, role), mp({ found: 'Laptop' }));
  });

  it('another carrier\u2019s tracking page: https, only with carrier "other"', async () => {
    const shipWith = (fields: DocumentData) => (db: Firestore, role: Role) =>
      ship(db, role, 'MP', 'confirmed', { ...byPhone(role), ...fields });
    const page = 'https://track.example-courier.jp/?id=AB123';
    await expectOnly(PRIVILEGED_A, shipWith({ carrier: 'other', carrierUrl: page }));
    await expectOnly(PRIVILEGED_A, shipWith({ carrier: 'japan-post-epacket', carrierUrl: '' }));
    await expectDenied('staffA', 'a tracking page for a listed carrier', (db) =>
      shipWith({ carrier: 'dhl', carrierUrl: page })(db, 'staffA'),
    );
    await expectDenied('staffA', 'a tracking page over http', (db) =>
      shipWith({ carrier: 'other', carrierUrl: 'http://track.example.jp/AB123' })(db, 'staffA'),
    );
    await expectDenied('staffA', 'a tracking page too long', (db) =>
      shipWith({ carrier: 'other', carrierUrl: `${page}${'x'.repeat(500)}` })(db, 'staffA'),
    );
    await expectDenied('staffA', 'an unknown carrier', (db) =>
      shipWith({ carrier: 'pigeon' })(db, 'staffA'),
    );
  });
});
