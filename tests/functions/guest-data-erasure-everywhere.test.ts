import type { DocumentReference } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { suggestionId } from '@/domain/matching/suggestions';
import { DEMO_PROJECT_ID } from '@/firebase/config';
import { createMatch } from '@/firebase/match-writes';
import {
  adminApp,
  adminDb,
  callFunction,
  clearFirestore,
  closeClients,
  signedInUsers,
  type TestClient,
} from '../support/emulator';
import { readDoc, seedFound, seedHotel } from '../support/fixtures';
import {
  callSignedOut,
  mailInbox,
  postGuestMessage,
  referenceOf,
  reportAsGuest,
  waitFor,
} from '../support/functions';

/**
 * Erased means erased (docs/trust-model.md, "Guest data retention and erasure"). A guest's report
 * goes through everything the product does with one (suggestions accepted and dismissed, a
 * confirmed address, a confirmed match, messages both ways with a photo, shipping, every mail),
 * through the product's own writers; after the erasure, every collection (and subcollection) of
 * Firestore and every object of Storage is read, and none may hold the guest's name, email,
 * phone, postal address or any word they wrote. Nothing is listed by name: a collection or a
 * folder added later that keeps guest data and is not erased fails this test.
 */
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });
const HOTEL = 'sakura-tokyo';
const BUCKET = `${DEMO_PROJECT_ID}.appspot.com`;
const DAY = 86_400_000;
const EMAIL = 'jasper.quillfeather@example.com';

/** What the guest gave or wrote, each a word found nowhere else in the world of this test. */
const GUEST = {
  firstName: 'Jasper',
  surname: 'Quillfeather',
  email: 'jasper\\.quillfeather',
  phone: '7700900456',
  address: 'Wrenfold Lane',
  itemName: 'Quokka',
  description: 'Zephyrine',
  brand: 'Marlowe',
  message: 'Sapphirine',
};
const PATTERNS = Object.entries(GUEST).map(([field, text]) => ({
  field,
  pattern: new RegExp(text, 'i'),
}));

// A 1x1 PNG, followed by the guest's name (the photo itself is the guest's).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO = Buffer.concat([PNG, Buffer.from('Jasper Quillfeather')]);

let admin: TestClient;
let eraseDueGuestData: (now: Date) => Promise<number>;

const bucket = () => getStorage(adminApp()).bucket(BUCKET);

/** Every document of the collection and of every subcollection under it, recursively. */
async function documentsUnder(collections: { listDocuments(): Promise<DocumentReference[]> }[]) {
  const texts: { path: string; text: string }[] = [];
  for (const collection of collections) {
    for (const ref of await collection.listDocuments()) {
      const snap = await ref.get();
      if (snap.exists) texts.push({ path: ref.path, text: JSON.stringify(snap.data()) });
      texts.push(...(await documentsUnder(await ref.listCollections())));
    }
  }
  return texts;
}

/** Where the guest's data still is: "path: field" for each place that holds one of its values. */
async function placesHoldingGuestData(): Promise<string[]> {
  const texts = await documentsUnder(await adminDb().listCollections());
  const [files] = await bucket().getFiles();
  for (const file of files) {
    const [content] = await file.download();
    texts.push({
      path: `storage:${file.name}`,
      text: `${file.name} ${JSON.stringify(file.metadata)} ${content.toString('latin1')}`,
    });
  }
  return texts.flatMap(({ path, text }) =>
    PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ field }) => `${path}: ${field}`),
  );
}

const suggestion = (lostId: string, foundId: string) =>
  readDoc(`suggestions/${suggestionId(lostId, foundId)}`);

/** Mails are sent by a trigger: wait until it recorded each one, so nothing writes after. */
async function mailsSettled(ids: string[]) {
  for (const id of ids) {
    await waitFor(async () => {
      const mail = await readDoc(`mail/${id}`);
      if (!mail) return false;
      const state = (mail.delivery as { state?: string } | undefined)?.state;
      return !mailInbox || state === 'SUCCESS' || state === 'ERROR';
    }, `mail ${id} sent`);
  }
}

/**
 * The guest's report through everything the product does with one, each step by the product's
 * own writer. Resolves to the report's id and reference, once every trigger has written.
 */
async function reportThroughEverything() {
  // Found items of the same kind, written by staff: the one that turns out to be the guest's
  // (staff wrote the owner's name on it at intake), and another one, dismissed.
  const guestsWallet = await seedFound(HOTEL, {
    itemType: 'Wallet',
    itemName: 'Navy wallet',
    colour: 'navy',
    dateFound: '2026-05-02',
    roomNumber: '1204',
    firstName: 'Jasper',
    surname: 'Quillfeather',
  });
  const otherWallet = await seedFound(HOTEL, {
    itemType: 'Wallet',
    itemName: 'Dark wallet',
    colour: 'navy',
    dateFound: '2026-05-02',
    roomNumber: '1204',
  });
  const { id } = await reportAsGuest(HOTEL, {
    itemType: 'Wallet',
    itemName: 'Navy Quokka wallet',
    description: 'Zephyrine stitching inside',
    brand: 'Marlowe',
    colour: 'navy',
    locationLost: 'Room 1204',
    dateLost: '2026-05-02',
    stayDateFrom: '2026-05-01',
    stayDateUntil: '2026-05-03',
    firstName: 'Jasper',
    surname: 'Quillfeather',
    email: EMAIL,
    phoneCode: '+44',
    phoneNumber: '7700900456',
    country: 'United Kingdom',
  });
  const reference = await referenceOf(id);
  // The report's own photo, where the guest's upload puts it.
  await bucket().file(`lost-items/${HOTEL}/${id}/1710000000-wallet.png`).save(PHOTO, {
    contentType: 'image/png',
  });
  await waitFor(() => suggestion(id, guestsWallet), 'the suggestion of the guest’s wallet');
  await waitFor(() => suggestion(id, otherWallet), 'the suggestion of the other wallet');
  await callFunction(admin, 'dismissSuggestion', {
    suggestionId: suggestionId(id, otherWallet),
  });

  // Staff verify the address, match and confirm; then both sides write in the thread.
  await callFunction(admin, 'verifyGuestEmail', { itemId: id });
  const matchId = await createMatch(admin.db, admin.actor, {
    lostItemId: id,
    foundItemId: guestsWallet,
  });
  await waitFor(
    async () => (await suggestion(id, guestsWallet))?.state === 'accepted',
    'the accepted suggestion',
  );
  await callFunction(admin, 'confirmMatch', { matchId });
  await callFunction(admin, 'postStaffMessage', {
    lostItemId: id,
    text: 'Dear Jasper Quillfeather, is the Quokka wallet yours?',
  });
  const answer = await postGuestMessage({
    reference,
    email: EMAIL,
    text: 'Yes, with Sapphirine keyring and Marlowe card inside.',
    language: 'en',
    photos: [{ contentType: 'image/png', data: PHOTO.toString('base64') }],
  });
  const staffMessage = answer.thread?.messages.find((message) => message.from === 'hotel');

  // The guest's postal address, and the parcel on its way (staff's write fires the shipped mail).
  await adminDb()
    .doc(`matches/${matchId}`)
    .update({
      shippingAddress: '3 Wrenfold Lane, Oxford OX1 2JD, United Kingdom',
      status: 'shipped',
      carrier: 'japan-post',
      trackingNumber: 'EJ123456789JP',
      shippedAt: new Date(Date.now() - 60 * DAY),
    });
  await waitFor(() => readDoc(`mail/shipped-${matchId}`), 'the shipped mail');
  await mailsSettled([
    `report-received-${id}`,
    `match-confirmed-${matchId}`,
    `shipped-${matchId}`,
    ...(staffMessage ? [`message-${staffMessage.id}`] : []),
  ]);
  return { id, reference };
}

beforeAll(async () => {
  process.env.GCLOUD_PROJECT ??= DEMO_PROJECT_ID;
  ({ eraseDueGuestData } = await import('../../functions/src/lib/guest-erasure'));
  ({ admin } = await signedInUsers({
    admin: ['admin@walk.test', { admin: true, staff: true, accessibleHotels: [HOTEL] }, 'Aiko'],
  }));
});

beforeEach(async () => {
  await clearFirestore();
  await seedHotel(HOTEL, 'Hotel Sakura Tokyo', true);
  await adminDb()
    .doc(`hotels/${HOTEL}`)
    .update({ contactEmail: 'desk@sakura.example', 'settings.guestDataDays': 30 });
});

afterAll(closeClients);

describe('after an erasure, no collection and no Storage folder holds the guest’s data', () => {
  it('on the guest’s request', async () => {
    const { reference } = await reportThroughEverything();
    // Every value is somewhere before: the walk sees what it looks for.
    const before = await placesHoldingGuestData();
    for (const { field } of PATTERNS) expect(before.join('\n')).toContain(`: ${field}`);

    const erased = await callSignedOut<{ erasure: { state: string } | null }>(
      'requestGuestDataErasure',
      { reference, email: EMAIL, confirm: true },
    );
    expect(erased.erasure?.state).toBe('erased');
    expect(await placesHoldingGuestData()).toEqual([]);
  });

  it('by the retention run', async () => {
    await reportThroughEverything();
    expect(await eraseDueGuestData(new Date(Date.now() + 400 * DAY))).toBe(1);
    expect(await placesHoldingGuestData()).toEqual([]);
  });
});
