import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import {
  deleteObject,
  getMetadata,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES } from '@/domain/limits';
import { DEMO_PROJECT_ID } from '@/firebase/config';

/**
 * storage.rules, cell by cell: every role against every path kind and operation, and each
 * condition of a photo upload (type, size, name, the Firestore item it belongs to). Each denied
 * case has an allowed twin that differs in one thing only, so a rule that denies everything fails
 * here as surely as one that allows everything.
 *
 * The rules are evaluated by the project's Storage rules runtime (scripts/storage-rules-runtime);
 * where only the stand-in runs (no Google Cloud SDK rules engine), nothing here can be checked.
 */
const enforced = process.env.STORAGE_RULES_ENFORCED === '1';
if (!enforced) console.warn('[storage-rules] skipped: no Storage rules runtime');

const A = 'hotel-a';
const B = 'hotel-b';

const ROLES = [
  'signedOut',
  'reporter',
  'otherGuest',
  'noClaims',
  'staffA',
  'adminA',
  'staffB',
] as const;
type Role = (typeof ROLES)[number];
const anonymous = { firebase: { sign_in_provider: 'anonymous' } };
const TOKENS: Record<Exclude<Role, 'signedOut'>, Record<string, unknown>> = {
  reporter: anonymous,
  otherGuest: anonymous,
  noClaims: { admin: false, staff: false, accessibleHotels: [A] },
  staffA: { admin: false, staff: true, accessibleHotels: [A] },
  adminA: { admin: true, staff: false, accessibleHotels: [A] },
  staffB: { admin: false, staff: true, accessibleHotels: [B] },
};

const MINUTE = 60_000;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let env: RulesTestEnvironment;
let counter = 1_000_000;
/** A new object name of the app's shape: {timestamp}-{filename}. */
const fresh = (name = 'photo.png') => `${(counter += 1)}-${name}`;

function storageOf(role: Role): FirebaseStorage {
  const context =
    role === 'signedOut'
      ? env.unauthenticatedContext()
      : env.authenticatedContext(role, TOKENS[role]);
  return context.storage();
}

function upload(role: Role, folder: string, options: { type?: string; bytes?: Uint8Array } = {}) {
  return uploadBytes(ref(storageOf(role), `${folder}/${fresh()}`), options.bytes ?? png, {
    contentType: options.type ?? 'image/png',
  });
}

async function expectOnly(allowed: Role[], attempt: (role: Role) => Promise<unknown>) {
  for (const role of ROLES) {
    if (allowed.includes(role))
      await assertSucceeds(attempt(role)).catch((error) =>
        Promise.reject(new Error(`${role} should be allowed: ${error}`)),
      );
    else
      await assertFails(attempt(role)).catch(() =>
        Promise.reject(new Error(`${role} should be denied`)),
      );
  }
}

/**
 * The slots the role-by-role cells upload into: every name fresh() hands out. (The app names at
 * most 10 per item, which firestore.rules enforces; these items are seeded with the rules off so
 * that each cell can use a slot of its own. The slot limit itself is tested on its own item.)
 */
const MANY_SLOTS = [
  ...Array.from({ length: 2000 }, (_, n) => `${1_000_001 + n}-photo.png`),
  // The file-name cells: listed, so that only the name's shape refuses the bad ones.
  ...['1767225600000-wallet_front.v2.png', 'wallet.png', '1767225600001-wallet<script>.png'],
  '1767225600002-',
];

/** Items as the app writes them; createdAt is "now" unless a case needs an older item. */
function item(hotelId: string, overrides: Record<string, unknown> = {}) {
  return {
    hotelId,
    status: 'pending',
    deleted: false,
    imageUrls: [],
    photoSlots: MANY_SLOTS,
    userId: null,
    createdAt: new Date(),
    ...overrides,
  };
}

/** Ten slots named by the app before the upload, as the report form names them. */
const TEN_SLOTS = Array.from({ length: MAX_IMAGES }, (_, n) => `17672256000${n}0-photo-${n}.png`);

/** When the demoted admin's sessions were revoked (users/{uid}.tokensValidAfter, seconds). */
const REVOKED = Math.floor(Date.now() / 1000) - 60;

/** The users/{uid} records of the roles with claims, as the functions keep them. */
const PROFILES: Record<string, Record<string, unknown>> = {
  noClaims: { claimsVersion: 1 },
  staffA: { claimsVersion: 1 },
  adminA: { claimsVersion: 1 },
  // An admin of hotel A demoted a minute ago: their tokens count from then on.
  demotedAdmin: { claimsVersion: 2, tokensValidAfter: REVOKED },
  staffB: { claimsVersion: 1 },
};

const urls = (count: number) =>
  Array.from({ length: count }, (_, n) => `https://example.test/photo-${n}.png`);

const LOST: Record<string, Record<string, unknown>> = {
  'st-L-open': item(A, { userId: 'reporter' }),
  'st-L-member': item(A, { userId: 'noClaims' }),
  'st-L-deleted': item(A, { userId: 'reporter', deleted: true }),
  'st-L-matched': item(A, { userId: 'reporter', status: 'matched' }),
  'st-L-full': item(A, { userId: 'reporter', imageUrls: urls(MAX_IMAGES) }),
  'st-L-nine': item(A, { userId: 'reporter', imageUrls: urls(MAX_IMAGES - 1) }),
  'st-L-old': item(A, { userId: 'reporter', createdAt: new Date(Date.now() - 61 * MINUTE) }),
  'st-L-recent': item(A, { userId: 'reporter', createdAt: new Date(Date.now() - 50 * MINUTE) }),
  'st-L-hotel-b': item(B, { userId: 'reporter' }),
  'st-L-slots': item(A, { userId: 'reporter', photoSlots: TEN_SLOTS }),
  'st-L-no-slots': item(A, { userId: 'reporter', photoSlots: [] }),
  'st-L-legacy': (({ photoSlots: _, ...rest }) => rest)(item(A, { userId: 'reporter' })),
};
const FOUND: Record<string, Record<string, unknown>> = {
  'st-F-open': item(A),
  'st-F-deleted': item(A, { deleted: true }),
  'st-F-matched': item(A, { status: 'matched' }),
  'st-F-discarded': item(A, { status: 'discarded' }),
  'st-F-full': item(A, { imageUrls: urls(MAX_IMAGES) }),
  'st-F-hotel-b': item(B),
  'st-F-old': item(A, { createdAt: new Date(Date.now() - 2 * 24 * 60 * MINUTE) }),
};

/** Existing photos, written with the rules off, for the read, update and delete cells. */
const PHOTO = {
  found: `found-items/${A}/st-F-open/100-seed.png`,
  lost: `lost-items/${A}/st-L-open/100-seed.png`,
  unknown: `other-items/${A}/st-L-open/100-seed.png`,
  foundB: `found-items/${B}/st-F-hotel-b/100-seed.png`,
  lostB: `lost-items/${B}/st-L-hotel-b/100-seed.png`,
  // A guest message's photo, as postGuestMessage stores it (firebase-admin, no rules).
  message: `lost-items/${A}/st-L-open/messages/m1-0.png`,
};

describe.skipIf(!enforced)(
  `storage rules (${enforced ? 'Storage rules runtime' : 'skipped: no Storage rules runtime'})`,
  () => {
    beforeAll(async () => {
      const [fsHost, fsPort] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
      const [stHost, stPort] = (
        process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'
      ).split(':');
      env = await initializeTestEnvironment({
        projectId: DEMO_PROJECT_ID,
        firestore: { host: fsHost, port: Number(fsPort) },
        storage: {
          host: stHost,
          port: Number(stPort),
          rules: readFileSync('storage.rules', 'utf8'),
        },
      });
      await env.clearStorage();
      await env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore() as unknown as Firestore;
        for (const [id, data] of Object.entries(LOST))
          await setDoc(doc(db, 'lost-items', id), data);
        for (const [id, data] of Object.entries(FOUND))
          await setDoc(doc(db, 'found-items', id), data);
        for (const [id, data] of Object.entries(PROFILES)) await setDoc(doc(db, 'users', id), data);
        const storage = context.storage() as unknown as FirebaseStorage;
        for (const path of Object.values(PHOTO))
          await uploadBytes(ref(storage, path), png, { contentType: 'image/png' });
      });
    });
    afterAll(() => env?.cleanup());

    describe('create (upload a photo)', () => {
      it('found items: staff and admins of the hotel only', () =>
        expectOnly(['staffA', 'adminA'], (role) => upload(role, `found-items/${A}/st-F-open`)));

      it('lost items: the reporting guest and staff and admins of the hotel only', () =>
        expectOnly(['reporter', 'staffA', 'adminA'], (role) =>
          upload(role, `lost-items/${A}/st-L-open`),
        ));

      it('a signed-in (not anonymous) reporter into their own report only', () =>
        expectOnly(['noClaims', 'staffA', 'adminA'], (role) =>
          upload(role, `lost-items/${A}/st-L-member`),
        ));

      it('an unknown collection: nobody, with the same item and photo', () =>
        expectOnly([], (role) => upload(role, `other-items/${A}/st-L-open`)));

      it('an item of another hotel: only its own staff, in its own folder', async () => {
        await expectOnly(['staffB'], (role) => upload(role, `found-items/${B}/st-F-hotel-b`));
        // The item belongs to hotel B: a hotel A folder of the same id takes nothing.
        await expectOnly([], (role) => upload(role, `found-items/${A}/st-F-hotel-b`));
        // Nor the other way round: staff of B cannot put a B folder on a hotel A item.
        await expectOnly([], (role) => upload(role, `found-items/${B}/st-F-open`));
        await expectOnly([], (role) => upload(role, `lost-items/${A}/st-L-hotel-b`));
      });

      it('deeper or shallower paths: nobody', async () => {
        await expectOnly([], (role) => upload(role, `found-items/${A}/st-F-open/extra`));
        await expectOnly([], (role) => upload(role, `found-items/${A}`));
      });
    });

    describe('create: the Firestore item', () => {
      const allowedFound: Role[] = ['staffA', 'adminA'];
      const allowedLost: Role[] = ['reporter', 'staffA', 'adminA'];

      it('a missing item takes no photos', async () => {
        await expectOnly([], (role) => upload(role, `found-items/${A}/st-F-missing`));
        await expectOnly([], (role) => upload(role, `lost-items/${A}/st-L-missing`));
      });

      it('a deleted item takes no photos', async () => {
        await expectOnly([], (role) => upload(role, `found-items/${A}/st-F-deleted`));
        await expectOnly([], (role) => upload(role, `lost-items/${A}/st-L-deleted`));
      });

      it('a matched or discarded item takes no photos (only a pending one)', async () => {
        await expectOnly([], (role) => upload(role, `found-items/${A}/st-F-matched`));
        await expectOnly([], (role) => upload(role, `found-items/${A}/st-F-discarded`));
        await expectOnly([], (role) => upload(role, `lost-items/${A}/st-L-matched`));
        await expectOnly(allowedFound, (role) => upload(role, `found-items/${A}/st-F-open`));
      });

      it(`an item with ${MAX_IMAGES} photos takes no more; with ${MAX_IMAGES - 1} it does`, async () => {
        await expectOnly([], (role) => upload(role, `found-items/${A}/st-F-full`));
        await expectOnly([], (role) => upload(role, `lost-items/${A}/st-L-full`));
        await expectOnly(allowedLost, (role) => upload(role, `lost-items/${A}/st-L-nine`));
      });

      it('the reporter adds photos within an hour of the report; staff and admins of the hotel at any age (editing)', async () => {
        await expectOnly(allowedFound, (role) => upload(role, `lost-items/${A}/st-L-old`));
        await expectOnly(allowedLost, (role) => upload(role, `lost-items/${A}/st-L-recent`));
        await expectOnly(allowedFound, (role) => upload(role, `found-items/${A}/st-F-old`));
      });
    });

    describe('create: the photo', () => {
      const folder = `lost-items/${A}/st-L-open`;

      it.each(IMAGE_TYPES)('%s is accepted', async (type) => {
        await assertSucceeds(upload('reporter', folder, { type }));
        await assertSucceeds(upload('staffA', folder, { type }));
      });

      it.each([
        'image/svg+xml',
        'text/html',
        'application/pdf',
        'image/gif',
        'application/octet-stream',
      ])('%s is refused', async (type) => {
        await assertFails(upload('reporter', folder, { type }));
        await assertFails(upload('staffA', folder, { type }));
      });

      it(`size: up to ${MAX_IMAGE_BYTES} bytes, not one more, not empty`, async () => {
        await assertSucceeds(upload('staffA', folder, { bytes: new Uint8Array(MAX_IMAGE_BYTES) }));
        await assertFails(upload('staffA', folder, { bytes: new Uint8Array(MAX_IMAGE_BYTES + 1) }));
        await assertSucceeds(upload('reporter', folder, { bytes: new Uint8Array(1) }));
        await assertFails(upload('reporter', folder, { bytes: new Uint8Array(0) }));
      });

      it('the name has the app shape {timestamp}-{letters, digits, . _ -}', async () => {
        const put = (name: string) =>
          uploadBytes(ref(storageOf('staffA'), `${folder}/${name}`), png, {
            contentType: 'image/png',
          });
        await assertSucceeds(put('1767225600000-wallet_front.v2.png'));
        await assertFails(put('wallet.png'));
        await assertFails(put('1767225600001-wallet<script>.png'));
        await assertFails(put('1767225600002-'));
      });

      it('never over an existing photo', async () => {
        await assertFails(
          uploadBytes(ref(storageOf('staffA'), PHOTO.lost), png, { contentType: 'image/png' }),
        );
        await assertFails(
          uploadBytes(ref(storageOf('reporter'), PHOTO.lost), png, { contentType: 'image/png' }),
        );
        await assertSucceeds(upload('reporter', folder));
      });
    });

    describe('create: photo slots (at most 10 objects per item, each written once)', () => {
      const folder = `lost-items/${A}/st-L-slots`;
      const put = (role: Role, name: string) =>
        uploadBytes(ref(storageOf(role), `${folder}/${name}`), png, { contentType: 'image/png' });

      it('the ten named slots take one photo each; an 11th name, a re-upload or an unnamed slot is refused', async () => {
        const [first, ...rest] = TEN_SLOTS;
        await assertSucceeds(put('reporter', first));
        // A re-upload to a used slot, by the reporter or by staff: refused (no overwrite).
        await assertFails(put('reporter', first));
        await assertFails(put('staffA', first));
        for (const name of rest) await assertSucceeds(put('reporter', name));
        // An 11th photo: any name the item does not list, even of the app's shape.
        await assertFails(put('reporter', '1767225600110-photo-10.png'));
        await assertFails(put('staffA', '1767225600110-photo-10.png'));
        const listed = await list(ref(storageOf('staffA'), folder));
        expect(listed.items.map((entry) => entry.name).sort()).toEqual([...TEN_SLOTS].sort());
      });

      it('an item with no slots named takes no photo, nor one made before slots existed', async () => {
        await expectOnly([], (role) => upload(role, `lost-items/${A}/st-L-no-slots`));
        await expectOnly([], (role) => upload(role, `lost-items/${A}/st-L-legacy`));
      });
    });

    describe('revocation: a token signed in before the last revocation', () => {
      const asAdminSignedInAt = (authTime: number) =>
        env
          .authenticatedContext('demotedAdmin', { ...TOKENS.adminA, auth_time: authTime })
          .storage() as unknown as FirebaseStorage;
      const put = (storage: FirebaseStorage) =>
        uploadBytes(ref(storage, `found-items/${A}/st-F-open/${fresh()}`), png, {
          contentType: 'image/png',
        });

      it("a demoted admin's old token uploads and reads nothing; a new sign-in does", async () => {
        await assertFails(put(asAdminSignedInAt(REVOKED - 300)));
        await assertFails(getMetadata(ref(asAdminSignedInAt(REVOKED - 300), PHOTO.found)));
        await assertSucceeds(put(asAdminSignedInAt(REVOKED)));
        await assertSucceeds(getMetadata(ref(asAdminSignedInAt(REVOKED), PHOTO.found)));
      });

      it('an account without a users record was never revoked: its claims count', async () => {
        const unrecorded = env
          .authenticatedContext('staffWithoutRecord', TOKENS.staffA)
          .storage() as unknown as FirebaseStorage;
        await assertSucceeds(put(unrecorded));
        await assertSucceeds(getMetadata(ref(unrecorded, PHOTO.found)));
      });
    });

    describe('read (get)', () => {
      const get = (path: string) => (role: Role) => getMetadata(ref(storageOf(role), path));

      it('found photos: staff and admins of the hotel', () =>
        expectOnly(['staffA', 'adminA'], get(PHOTO.found)));
      it('lost photos: the reporter too', () =>
        expectOnly(['reporter', 'staffA', 'adminA'], get(PHOTO.lost)));
      it('photos of another hotel: its own staff only', async () => {
        await expectOnly(['staffB'], get(PHOTO.foundB));
        // The reporter's report is in hotel B: its folder under B is theirs to read.
        await expectOnly(['reporter', 'staffB'], get(PHOTO.lostB));
      });
      it('an unknown collection: nobody', () => expectOnly([], get(PHOTO.unknown)));
    });

    describe('list', () => {
      const listing = (path: string) => (role: Role) =>
        list(ref(storageOf(role), path), { maxResults: 20 });

      it("an item's photo folder: as for reading", async () => {
        await expectOnly(['staffA', 'adminA'], listing(`found-items/${A}/st-F-open`));
        await expectOnly(['reporter', 'staffA', 'adminA'], listing(`lost-items/${A}/st-L-open`));
      });
      it('a listing shows the photos', async () => {
        const result = await list(ref(storageOf('staffA'), `found-items/${A}/st-F-open`));
        expect(result.items.map((entry) => entry.name)).toContain('100-seed.png');
      });
      it('a hotel folder, a collection, the bucket or an unknown collection: nobody', async () => {
        await expectOnly([], listing(`found-items/${A}`));
        await expectOnly([], listing('lost-items'));
        await expectOnly([], listing(''));
        await expectOnly([], listing(`other-items/${A}/st-L-open`));
      });
    });

    describe('update and delete', () => {
      it('nobody changes the metadata of a photo', async () => {
        for (const path of [PHOTO.found, PHOTO.lost, PHOTO.unknown])
          await expectOnly([], (role) =>
            updateMetadata(ref(storageOf(role), path), { customMetadata: { note: 'x' } }),
          );
      });
      it('nobody deletes a photo', async () => {
        for (const path of [PHOTO.found, PHOTO.lost, PHOTO.unknown])
          await expectOnly([], (role) => deleteObject(ref(storageOf(role), path)));
        // The twin: the photos are there and readable by the same roles.
        await expectOnly(['reporter', 'staffA', 'adminA'], (role) =>
          getMetadata(ref(storageOf(role), PHOTO.lost)),
        );
      });
    });

    // Photos on guest messages are checked and stored by postGuestMessage alone (the guest who
    // holds a reference and an email has no identity these rules could check): no client
    // writes into a report's messages folder, whatever the file, and the photos are shown
    // through the download URLs the function hands out, not read under these rules.
    describe("a report's message photos (written by the function only)", () => {
      const folder = `lost-items/${A}/st-L-open/messages`;
      it('nobody uploads one: not the reporter, not staff, whatever its type or size', async () => {
        await expectOnly([], (role) => upload(role, folder));
        await expectOnly([], (role) => upload(role, folder, { type: 'image/svg+xml' }));
        await expectOnly([], (role) =>
          upload(role, folder, { bytes: new Uint8Array(MAX_IMAGE_BYTES + 1) }),
        );
        // Nor into another report's folder, nor a message's own subfolder.
        await expectOnly([], (role) => upload(role, `lost-items/${B}/st-L-hotel-b/messages`));
        await expectOnly([], (role) => upload(role, `${folder}/m1`));
        // The twin: the same photo into the report's own folder is the reporter's to upload.
        await expectOnly(['reporter', 'staffA', 'adminA'], (role) =>
          upload(role, `lost-items/${A}/st-L-open`),
        );
      });
      it('nobody reads, changes or deletes one under the rules', async () => {
        await expectOnly([], (role) => getMetadata(ref(storageOf(role), PHOTO.message)));
        await expectOnly([], (role) =>
          updateMetadata(ref(storageOf(role), PHOTO.message), { customMetadata: { note: 'x' } }),
        );
        await expectOnly([], (role) => deleteObject(ref(storageOf(role), PHOTO.message)));
      });
    });
  },
);
