import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  where,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it, vi } from 'vitest';
import { foundItemData, lostItemData } from '../support/fixtures';
import { single } from '../support/rules-writes';
import {
  A,
  B,
  DAY,
  emailOf,
  rulesTestEnvironment,
  SEEDED,
  STAFF_ROLES,
  type Role as AnyRole,
} from '../support/rules';

/**
 * Final dispositions of found items (src/domain/disposition.ts): returned in person
 * (staff or admins), donated and destroyed (admins), the admin revert with a reason, police
 * handovers (function only) and matches closed in person (final). Every denied case sits beside
 * a near-identical allowed one, so a rule that denies (or allows) everything fails here.
 */
vi.setConfig({ testTimeout: 240_000 });

type Role = (typeof ROLES)[number];
const ROLES = ['signedOut', 'guest', ...STAFF_ROLES] as const satisfies readonly AnyRole[];
const rules = rulesTestEnvironment(ROLES);
const { as, allowed, denied } = rules;

const disposed = (kind: string, extra: DocumentData = {}) => ({
  status: kind,
  disposition: {
    kind,
    at: DAY,
    byUid: 'adminA',
    byEmail: 'admin@a.test',
    byName: 'Aiko',
    note: '',
    ...extra,
  },
});

function world(): Record<string, DocumentData> {
  const found = (hotelId: string, o: DocumentData = {}) =>
    foundItemData(hotelId, { ...SEEDED, ...o });
  const lost = lostItemData(A, { ...SEEDED, status: 'returned', matchId: 'MU' });
  return {
    [`hotels/${A}`]: { displayName: 'Hotel A', settings: { emailNotifications: false } },
    [`hotels/${B}`]: { displayName: 'Hotel B', settings: { emailNotifications: false } },
    'found-items/F1': found(A),
    'found-items/FM': found(A, { status: 'matched', matchId: 'MC', matchedAt: DAY }),
    'found-items/FR': found(A, disposed('returned', { recipientName: 'J', idChecked: true })),
    'found-items/FP': found(
      A,
      disposed('police', { handoverId: 'H1', station: 'Ueno', receiptNumber: '', date: '' }),
    ),
    'found-items/FU': found(A, {
      ...disposed('returned', { recipientName: 'J', idChecked: true, matchId: 'MU' }),
      matchId: 'MU',
    }),
    'lost-items/LU': lost,
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
      foundItemId: 'FM',
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
    'police-handovers/H1': { hotelId: A, station: 'Ueno', items: [] },
  };
}

const fresh = () => rules.fresh(world());

/** A change of a found item with its activity entry, as src/firebase/activity.ts writes it. */
const recorded = (
  db: Firestore,
  role: Role,
  id: string,
  entry: { action: string; from: string; to: string; details?: DocumentData },
  update: DocumentData,
) => single(db, role, { collection: 'found-items', id, ...entry }, update);

function dispose(
  db: Firestore,
  role: Role,
  kind: string,
  fields: DocumentData = {},
  id = 'F1',
): Promise<void> {
  const extra =
    kind === 'returned' ? { recipientName: 'James Carter', idChecked: true, matchId: null } : {};
  return recorded(
    db,
    role,
    id,
    { action: kind, from: 'pending', to: kind },
    {
      status: kind,
      disposition: {
        kind,
        at: serverTimestamp(),
        byUid: role,
        byEmail: emailOf(role),
        byName: 'Aiko Sato',
        note: '',
        ...extra,
        ...fields,
      },
    },
  );
}

function revert(
  db: Firestore,
  role: Role,
  id = 'FR',
  from = 'returned',
  reason = 'Handed to the wrong guest',
  overrides: DocumentData = {},
) {
  return recorded(
    db,
    role,
    id,
    { action: 'reverted', from, to: 'pending', details: { reason } },
    {
      status: 'pending',
      disposition: null,
      lastReversal: {
        reason,
        at: serverTimestamp(),
        byUid: role,
        byEmail: emailOf(role),
        from,
        ...overrides,
      },
    },
  );
}

const expectOnly = (allowed: Role[], attempt: (db: Firestore, role: Role) => Promise<unknown>) =>
  rules.expectOnly(allowed, world, attempt);

describe('found-items: returned in person', () => {
  it('staff and admins of the hotel return a pending item; nobody else', async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db, role) =>
      dispose(db, role, 'returned'),
    );
  });

  it('needs the recipient, a yes/no ID check, the caller as signer and no match', async () => {
    await fresh();
    await denied(dispose(as('staffA'), 'staffA', 'returned', { recipientName: ' ' }));
    await denied(dispose(as('staffA'), 'staffA', 'returned', { idChecked: 'yes' }));
    await denied(dispose(as('staffA'), 'staffA', 'returned', { byEmail: 'admin@a.test' }));
    await denied(dispose(as('staffA'), 'staffA', 'returned', { byName: '' }));
    await denied(dispose(as('staffA'), 'staffA', 'returned', { matchId: 'MC' }));
    await denied(dispose(as('staffA'), 'staffA', 'returned', { extra: 'x' }));
    // a matched item is closed through its match (closeMatchPickedUp), not here
    await denied(dispose(as('staffA'), 'staffA', 'returned', {}, 'FM'));
    await allowed(dispose(as('staffA'), 'staffA', 'returned', { note: 'Passport seen' }));
  });
});

describe('found-items: donated and destroyed', () => {
  it('are for admins of the hotel only', async () => {
    await expectOnly(['adminA'], (db, role) => dispose(db, role, 'donated'));
    await expectOnly(['adminA'], (db, role) => dispose(db, role, 'destroyed'));
  });

  it('carry only who, when and a note, of the same kind as the status', async () => {
    await fresh();
    await denied(dispose(as('adminA'), 'adminA', 'destroyed', { recipientName: 'X' }));
    await denied(dispose(as('adminA'), 'adminA', 'destroyed', { kind: 'donated' }));
    await denied(dispose(as('adminA'), 'adminA', 'destroyed', { note: 'x'.repeat(2001) }));
    await allowed(dispose(as('adminA'), 'adminA', 'destroyed', { note: 'x'.repeat(2000) }));
  });

  it('an item already disposed of cannot be disposed of again', async () => {
    await fresh();
    await denied(dispose(as('adminA'), 'adminA', 'donated', {}, 'FR'));
    await allowed(dispose(as('adminA'), 'adminA', 'donated', {}, 'F1'));
  });
});

describe('found-items: police', () => {
  it('no client may set status police (the createPoliceHandover function does)', async () => {
    await expectOnly([], (db, role) =>
      dispose(db, role, 'police', { handoverId: 'H1', station: 'Ueno' }),
    );
    await fresh();
    await allowed(dispose(as('adminA'), 'adminA', 'donated'));
  });

  it('handovers are read by staff and admins of the hotel and written by no client', async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db) =>
      getDoc(doc(db, 'police-handovers', 'H1')),
    );
    await expectOnly([], (db) =>
      setDoc(doc(db, 'police-handovers', 'H2'), { hotelId: A, station: 'Ueno', items: [] }),
    );
  });

  it("the hotel's handover book is listed by its staff and admins only", async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db) =>
      getDocs(
        query(
          collection(db, 'police-handovers'),
          where('hotelId', '==', A),
          orderBy('createdAt', 'desc'),
        ),
      ),
    );
  });
});

describe('found-items: revert', () => {
  it('only an admin of the hotel reverts a disposition', async () => {
    await expectOnly(['adminA'], (db, role) => revert(db, role));
    await expectOnly(['adminA'], (db, role) => revert(db, role, 'FP', 'police'));
  });

  it('needs a reason, the status it reverts, and no closed match', async () => {
    await fresh();
    await denied(revert(as('adminA'), 'adminA', 'FR', 'returned', ' '));
    await denied(revert(as('adminA'), 'adminA', 'FR', 'returned', 'why', { from: 'police' }));
    await denied(revert(as('adminA'), 'adminA', 'FR', 'returned', 'why', { extra: 1 }));
    await denied(revert(as('adminA'), 'adminA', 'FR', 'returned', 'why', { byUid: 'staffA' }));
    // a pickup that closed a match is final, like shipping
    await denied(revert(as('adminA'), 'adminA', 'FU', 'returned'));
    // a pending item has nothing to revert
    await denied(revert(as('adminA'), 'adminA', 'F1', 'pending'));
    await allowed(revert(as('adminA'), 'adminA', 'FR', 'returned', 'why'));
  });
});

describe('hotels: disposal reminders setting', () => {
  const set = (db: Firestore, value: unknown) =>
    updateDoc(doc(db, 'hotels', A), {
      'settings.disposalReminders': value,
      'settings.updatedAt': serverTimestamp(),
    });

  it('only an admin of the hotel turns it on or off', async () => {
    await expectOnly(['adminA'], (db) => set(db, true));
  });

  it('is a yes/no', async () => {
    await fresh();
    await denied(set(as('adminA'), 'yes'));
    await allowed(set(as('adminA'), false));
  });
});
