import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import { toLostItemWrite } from '@/domain/schemas/lost-item';
import { emptyFoundItemForm, toFoundItemWrite } from '@/domain/schemas/found-item';
import type { ItemCollection } from '@/domain/entities';
import { attachImageUrls, itemExists, newItemId, reservePhotoSlots } from '@/firebase/item-writes';
import { createFoundItem } from '@/firebase/found-item-writes';
import { createLostItem } from '@/firebase/lost-item-writes';
import { PhotoUploadError } from '@/firebase/photo-upload-error';
import { newItemSave, saveItemOnce, type SaveSteps } from '@/firebase/save-once';
import {
  adminDb,
  clearFirestore,
  closeClients,
  guestClient,
  signedInUsers,
  type TestClient,
} from '../support/emulator';
import { guestReportValues, readDoc, seedHotel } from '../support/fixtures';

// Saving an item with photos cannot create duplicates on retry (one client-made
// id, written once; photos retried against that id), and the quota is spent once.

const HOTEL = 'hotel-a';
let staff: TestClient;

beforeAll(async () => {
  ({ staff } = await signedInUsers({
    staff: ['staff@a.test', { staff: true, accessibleHotels: [HOTEL] }, 'Sam Staff'],
  }));
});

beforeEach(async () => {
  await clearFirestore();
  await seedHotel(HOTEL, 'Hotel A');
});

afterAll(closeClients);

function photoUrl(collection: string, itemId: string, name: string) {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';
  const path = encodeURIComponent(`${collection}/${HOTEL}/${itemId}/1714000000000-${name}`);
  return `http://${host}/v0/b/demo-lost-and-found.appspot.com/o/${path}?alt=media&token=abc-123`;
}

/** Photo uploads that fail for the named files until `heal` is called; counts every attempt. */
function flakyUploads(collection: ItemCollection, itemId: () => string, failing: Set<string>) {
  const attempts: string[] = [];
  const upload: SaveSteps['upload'] = (file) => {
    attempts.push(file.name);
    if (failing.has(file.name)) return Promise.reject(new Error('storage/retry-limit-exceeded'));
    return Promise.resolve(photoUrl(collection, itemId(), file.name));
  };
  return { upload, attempts, heal: () => failing.clear() };
}

const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });

async function countItems(collection: ItemCollection) {
  return (await adminDb().collection(collection).where('hotelId', '==', HOTEL).get()).size;
}

function steps(
  db: Firestore,
  collection: ItemCollection,
  create: (id: string) => Promise<unknown>,
  upload: SaveSteps['upload'],
): SaveSteps {
  return {
    create,
    exists: (id) => itemExists(db, collection, id),
    reserve: (id, slots) => reservePhotoSlots(db, collection, id, slots),
    upload,
    attach: (id, urls) => attachImageUrls(db, collection, id, urls),
  };
}

const lostFields = toLostItemWrite(guestReportValues({ email: 'emma@example.com' }), HOTEL, 'en');

describe('a guest report with photos, retried after a photo failed', () => {
  it('leaves exactly one report, re-sends only the failed photo and spends the quota once', async () => {
    const guest = await guestClient();
    const save = newItemSave(newItemId(guest.db, 'lost-items'));
    const flaky = flakyUploads('lost-items', () => save.id, new Set(['b.jpg']));
    const files = [photo('a.jpg'), photo('b.jpg')];
    const run = () =>
      saveItemOnce(
        save,
        files,
        steps(
          guest.db,
          'lost-items',
          (id) =>
            createLostItem(guest.db, { uid: guest.actor.uid, quotaExempt: false }, lostFields, id),
          flaky.upload,
        ),
      );

    await expect(run()).rejects.toBeInstanceOf(PhotoUploadError);
    expect(await countItems('lost-items')).toBe(1);
    expect((await readDoc(`lost-items/${save.id}`))?.imageUrls).toEqual([]);

    flaky.heal();
    expect(await run()).toBe(save.id);
    expect(await countItems('lost-items')).toBe(1);
    expect(flaky.attempts).toEqual(['a.jpg', 'b.jpg', 'b.jpg']);
    // The guest named both photos' slots once, before the first upload (storage.rules).
    const slots = (await readDoc(`lost-items/${save.id}`))?.photoSlots as string[];
    expect(slots).toEqual([...save.slots.values()]);
    expect(slots.map((slot) => slot.replace(/^[0-9]+-/, ''))).toEqual(['a.jpg', 'b.jpg']);
    expect((await readDoc(`lost-items/${save.id}`))?.imageUrls).toEqual([
      photoUrl('lost-items', save.id, 'a.jpg'),
      photoUrl('lost-items', save.id, 'b.jpg'),
    ]);
    expect(await readDoc(`report-quotas/${guest.actor.uid}`)).toMatchObject({
      count: 1,
      lastReportId: save.id,
    });
  });

  it('a create whose answer was lost is found on retry, not written again', async () => {
    const guest = await guestClient();
    const save = newItemSave(newItemId(guest.db, 'lost-items'));
    let lose = true;
    const create = async (id: string) => {
      await createLostItem(guest.db, { uid: guest.actor.uid, quotaExempt: false }, lostFields, id);
      if (lose) throw new Error('unavailable: the answer never arrived');
    };
    const noUpload: SaveSteps['upload'] = () => Promise.reject(new Error('no photos here'));
    const run = () => saveItemOnce(save, [], steps(guest.db, 'lost-items', create, noUpload));
    await expect(run()).rejects.toThrow('unavailable');
    lose = false;
    expect(await run()).toBe(save.id);
    expect(await countItems('lost-items')).toBe(1);
    expect(await readDoc(`report-quotas/${guest.actor.uid}`)).toMatchObject({ count: 1 });
  });

  it('writing the same id twice is refused, so even a blind retry cannot duplicate', async () => {
    const guest = await guestClient();
    const id = newItemId(guest.db, 'lost-items');
    await createLostItem(guest.db, { uid: guest.actor.uid, quotaExempt: false }, lostFields, id);
    await expect(
      createLostItem(guest.db, { uid: guest.actor.uid, quotaExempt: false }, lostFields, id),
    ).rejects.toBeDefined();
    expect(await countItems('lost-items')).toBe(1);
    expect(await readDoc(`report-quotas/${guest.actor.uid}`)).toMatchObject({ count: 1 });
  });
});

describe('a found item with photos, retried after a photo failed', () => {
  it('leaves exactly one found item with every photo', async () => {
    const save = newItemSave(newItemId(staff.db, 'found-items'));
    const flaky = flakyUploads('found-items', () => save.id, new Set(['a.jpg']));
    const files = [photo('a.jpg'), photo('b.jpg')];
    const fields = toFoundItemWrite(
      { ...emptyFoundItemForm('2026-05-02', 'Sam Staff'), itemType: 'Phone', roomNumber: '1204' },
      HOTEL,
    );
    const run = () =>
      saveItemOnce(
        save,
        files,
        steps(
          staff.db,
          'found-items',
          (id) => createFoundItem(staff.db, staff.actor, fields, id),
          flaky.upload,
        ),
      );
    await expect(run()).rejects.toBeInstanceOf(PhotoUploadError);
    flaky.heal();
    await run();
    // A third call (a double click after success) changes nothing.
    await run();
    expect(await countItems('found-items')).toBe(1);
    expect(flaky.attempts).toEqual(['a.jpg', 'b.jpg', 'a.jpg']);
    expect((await readDoc(`found-items/${save.id}`))?.imageUrls).toEqual([
      photoUrl('found-items', save.id, 'a.jpg'),
      photoUrl('found-items', save.id, 'b.jpg'),
    ]);
  });
});
