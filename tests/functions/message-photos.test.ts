import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_MESSAGE_PHOTO_BYTES,
  MAX_MESSAGE_PHOTOS,
  MAX_MESSAGE_PHOTOS_PER_REPORT,
} from '@/domain/messages';
import { DEMO_PROJECT_ID } from '@/firebase/config';
import {
  adminApp,
  adminDb,
  clearFirestore,
  closeClients,
  refusal as codeOf,
  refusalDetails,
} from '../support/emulator';
import { seedLost } from '../support/fixtures';
import { postGuestMessage as guestPost, referenceOf } from '../support/functions';

// Photos on a guest message: sent in postGuestMessage's request, checked (count, size, type by
// the bytes themselves) and stored by the function in the report's own folder; the message
// carries only paths of that folder that exist, and erasure deletes them with the report.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const HOTEL = 'sakura-tokyo';
const BUCKET = `${DEMO_PROJECT_ID}.appspot.com`;
// A 1x1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const png = { contentType: 'image/png', data: PNG };

let photosBelongTo: (folder: string, photos: { path: string; url: string }[]) => Promise<boolean>;
let eraseReport: (itemId: string, reason: 'retention' | 'guest-request') => Promise<boolean>;

async function report(email: string) {
  const id = await seedLost(HOTEL, { language: 'en', email });
  return { id, reference: await referenceOf(id), email };
}

const bucket = () => getStorage(adminApp()).bucket(BUCKET);
const filesOf = async (id: string) =>
  (await bucket().getFiles({ prefix: `lost-items/${HOTEL}/${id}/` }))[0].map((f) => f.name);
const messagesOf = async (id: string) =>
  (await adminDb().collection(`lost-items/${id}/messages`).get()).docs.map((d) => d.data());

beforeAll(async () => {
  process.env.GCLOUD_PROJECT ??= DEMO_PROJECT_ID;
  ({ photosBelongTo } = await import('../../functions/src/lib/messages'));
  ({ eraseReport } = await import('../../functions/src/lib/guest-erasure'));
  // Warm the function up: the first call may load the code.
  await guestPost({}).catch(() => undefined);
});

beforeEach(async () => {
  await clearFirestore();
  await adminDb().doc(`hotels/${HOTEL}`).set({ displayName: 'Hotel Sakura Tokyo' });
});

afterAll(closeClients);

describe('a guest message with photos', () => {
  it('stores a valid photo in the report’s own folder and shows it to the guest and staff', async () => {
    const { id, reference, email } = await report('ana@example.com');
    const answer = await guestPost({
      reference,
      email,
      text: 'Here is the case.',
      language: 'en',
      photos: [png],
    });
    const [message] = answer.thread?.messages ?? [];
    expect(message?.photos).toHaveLength(1);
    const [stored] = await messagesOf(id);
    const photos = stored?.photos as { path: string; url: string }[];
    expect(photos).toHaveLength(1);
    expect(photos[0]?.path).toMatch(
      new RegExp(`^lost-items/${HOTEL}/${id}/messages/[A-Za-z0-9]+-0\\.png$`),
    );
    expect(photos[0]?.url).toBe(message?.photos[0]);
    const [metadata] = await bucket()
      .file(photos[0]?.path ?? '')
      .getMetadata();
    expect(metadata.contentType).toBe('image/png');
    // The URL serves the image itself.
    const response = await fetch(photos[0]?.url ?? '');
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(PNG, 'base64'));
  });

  it('refuses a file that is not the image it claims, one too big, and too many; stores nothing', async () => {
    const { id, reference, email } = await report('ben@example.com');
    const send = (photos: unknown) =>
      codeOf(guestPost({ reference, email, text: 'Photos', language: 'en', photos }));
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect(await send([{ contentType: 'image/png', data: html }])).toBe(
      'functions/invalid-argument',
    );
    expect(await send([{ contentType: 'image/svg+xml', data: html }])).toBe(
      'functions/invalid-argument',
    );
    const big = Buffer.alloc(MAX_MESSAGE_PHOTO_BYTES + 1);
    Buffer.from(PNG, 'base64').copy(big);
    expect(await send([{ contentType: 'image/png', data: big.toString('base64') }])).toBe(
      'functions/invalid-argument',
    );
    expect(await send(Array.from({ length: MAX_MESSAGE_PHOTOS + 1 }, () => png))).toBe(
      'functions/invalid-argument',
    );
    expect(await filesOf(id)).toEqual([]);
    expect(await messagesOf(id)).toEqual([]);
  });

  it('takes no path or URL from the guest: another report’s file cannot be attached', async () => {
    const other = await report('cy@example.com');
    await guestPost({
      reference: other.reference,
      email: other.email,
      text: 'Mine',
      language: 'en',
      photos: [png],
    });
    const [otherMessage] = await messagesOf(other.id);
    const otherPhoto = (otherMessage?.photos as { path: string; url: string }[])[0];
    const { id, reference, email } = await report('dee@example.com');
    for (const photo of [otherPhoto, { path: otherPhoto?.path }, { url: otherPhoto?.url }]) {
      expect(
        await codeOf(guestPost({ reference, email, text: 'x', language: 'en', photos: [photo] })),
      ).toBe('functions/invalid-argument');
    }
    expect(await messagesOf(id)).toEqual([]);
  });

  it('attaches only paths inside the report’s message folder that exist', async () => {
    const { id, reference, email } = await report('eve@example.com');
    await guestPost({ reference, email, text: 'One', language: 'en', photos: [png] });
    const [stored] = await messagesOf(id);
    const photos = stored?.photos as { path: string; url: string }[];
    const folder = `lost-items/${HOTEL}/${id}/messages/`;
    expect(await photosBelongTo(folder, photos)).toBe(true);
    expect(await photosBelongTo(`lost-items/${HOTEL}/other-report/messages/`, photos)).toBe(false);
    const missing = [{ path: `${folder}missing-0.png`, url: '' }];
    expect(await photosBelongTo(folder, missing)).toBe(false);
    const deeper = [{ path: `${folder}x/../../other/a.png`, url: '' }];
    expect(await photosBelongTo(folder, deeper)).toBe(false);
  });

  it(`takes at most ${MAX_MESSAGE_PHOTOS_PER_REPORT} photos over the report’s life, with a reason the page translates`, async () => {
    const { id, reference, email } = await report('gus@example.com');
    const send = (count: number, text = 'Photos') =>
      guestPost({ reference, email, text, language: 'en', photos: Array(count).fill(png) });
    for (let n = 0; n < 3; n += 1) await send(3);
    // 9 so far: two more would make 11. Refused whole, and nothing of it stored.
    const refused = await refusalDetails(send(2));
    expect(refused.code).toBe('functions/resource-exhausted');
    // The page translates the key (src/lib/server-errors.ts).
    expect(refused.details).toEqual({ key: 'messages.errors.photoLimit' });
    expect(await filesOf(id)).toHaveLength(9);
    await send(1);
    expect(await codeOf(send(1))).toBe('functions/resource-exhausted');
    expect(await filesOf(id)).toHaveLength(MAX_MESSAGE_PHOTOS_PER_REPORT);
    // Words still go through.
    const answer = await send(0, 'No more photos, just this.');
    expect(answer.thread?.messages.at(-1)?.text).toBe('No more photos, just this.');
    expect((await adminDb().doc(`lost-items/${id}`).get()).get('thread') as object).toMatchObject({
      photoCount: MAX_MESSAGE_PHOTOS_PER_REPORT,
    });
  });

  it('counts the photos of a thread older than the count, from its messages', async () => {
    const { id, reference, email } = await report('hal@example.com');
    const photo = { path: `lost-items/${HOTEL}/${id}/messages/old-0.png`, url: 'u' };
    for (let n = 0; n < 3; n += 1) {
      await adminDb()
        .collection(`lost-items/${id}/messages`)
        .add({
          hotelId: HOTEL,
          lostItemId: id,
          author: 'guest',
          text: 'Old',
          kind: 'message',
          photos: [photo, photo, photo],
          createdAt: new Date(Date.now() - 86_400_000 * (n + 2)),
        });
    }
    await adminDb()
      .doc(`lost-items/${id}`)
      .update({ thread: { count: 3, unanswered: true } });
    expect(
      await codeOf(guestPost({ reference, email, text: 'x', language: 'en', photos: [png, png] })),
    ).toBe('functions/resource-exhausted');
    await guestPost({ reference, email, text: 'x', language: 'en', photos: [png] });
    expect((await adminDb().doc(`lost-items/${id}`).get()).get('thread.photoCount')).toBe(10);
  });

  it('guest data erasure deletes the message photos with the report', async () => {
    const { id, reference, email } = await report('fay@example.com');
    await guestPost({ reference, email, text: 'One', language: 'en', photos: [png, png] });
    expect(await filesOf(id)).toHaveLength(2);
    expect(await eraseReport(id, 'guest-request')).toBe(true);
    expect(await filesOf(id)).toEqual([]);
  });
});
