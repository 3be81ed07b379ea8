import { Timestamp } from 'firebase-admin/firestore';
import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_MESSAGES_PER_HOUR, MAX_MESSAGE } from '@/domain/messages';
import {
  adminDb,
  callFunction as call,
  clearFirestore,
  closeClients,
  guestClient,
  refusal as codeOf,
  refusalDetails,
  signedInUsers,
  signedOutClient,
  type TestClient,
} from '../support/emulator';
import { readDoc, seedLost, seedMatch } from '../support/fixtures';
import {
  postGuestMessage as guestPost,
  referenceOf,
  reportStatus as status,
  waitFor,
} from '../support/functions';

// The thread of a lost report: the guest posts through postGuestMessage (reference + email, or a
// mail link), staff answer through postStaffMessage (which mails the guest), and the ownership
// question's answer stays with staff. Every actor is tried: staff and admins of the hotel and of
// another, the guest with their own reference or token, and a guest holding another's reference.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const HOTEL = 'sakura-tokyo';
const OTHER = 'maple-kyoto';
let staff: TestClient;
let unnamed: TestClient;
let namedByEmail: TestClient;
let adminOther: TestClient;
let staffOther: TestClient;

const staffPost = (client: Pick<TestClient, 'functions'>, data: Record<string, unknown>) =>
  call(client, 'postStaffMessage', data);

/** A report of the hotel with its reference (assigned by the trigger). */
async function report(language: 'en' | 'ja', email: string, hotelId = HOTEL) {
  const id = await seedLost(hotelId, { language, email });
  return { id, reference: await referenceOf(id), email };
}

const thread = (id: string) =>
  adminDb().collection(`lost-items/${id}/messages`).orderBy('createdAt').get();
const messageMails = async (id: string) =>
  (await adminDb().collection('mail').where('lostItemId', '==', id).get()).docs.filter((d) =>
    d.id.startsWith('message-'),
  );

beforeAll(async () => {
  ({ staff, unnamed, namedByEmail, adminOther, staffOther } = await signedInUsers({
    staff: ['staff@s.test', { staff: true, accessibleHotels: [HOTEL] }, 'Sam Tanaka'],
    // Staff without a display name, and one whose display name is their address.
    unnamed: ['night.desk@s.test', { staff: true, accessibleHotels: [HOTEL] }],
    namedByEmail: ['ken@s.test', { staff: true, accessibleHotels: [HOTEL] }, 'ken@s.test'],
    adminOther: ['admin@m.test', { admin: true, staff: true, accessibleHotels: [OTHER] }, 'Ola'],
    staffOther: ['staff@m.test', { staff: true, accessibleHotels: [OTHER] }, 'Mo'],
  }));
  await clearFirestore();
  await Promise.all(
    ['postGuestMessage', 'postStaffMessage', 'recordOwnershipCheck'].map((name) =>
      call(signedOutClient(), name, {}).catch(() => undefined),
    ),
  );
});

beforeEach(async () => {
  // Also empties status-attempts: each test starts with the attempt limit unspent.
  await clearFirestore();
  for (const [id, name] of [
    [HOTEL, 'Hotel Sakura Tokyo'],
    [OTHER, 'Maple Kyoto'],
  ])
    await adminDb()
      .doc(`hotels/${id}`)
      .set({ displayName: name, settings: { emailNotifications: true, updatedAt: null } });
});

afterAll(closeClients);

describe('a guest posts into their own thread', () => {
  it('with reference and email: stored as plain text with its language, marks the report unanswered', async () => {
    const { id, reference, email } = await report('ja', 'hanako@example.jp');
    const text = '<b>中に青い手帳</b> が入っています。\n12日に出発しました。';
    const answer = await guestPost({ reference, email: email.toUpperCase(), text, language: 'ja' });
    expect(answer.thread?.messages).toEqual([
      expect.objectContaining({ from: 'guest', name: '', kind: 'message', text }),
    ]);
    const stored = (await thread(id)).docs.map((d) => d.data() as Record<string, unknown>);
    expect(stored).toEqual([
      expect.objectContaining({
        hotelId: HOTEL,
        author: 'guest',
        language: 'ja',
        text,
        kind: 'message',
      }),
    ]);
    const summary = (await readDoc(`lost-items/${id}`))?.thread as Record<string, unknown>;
    expect(summary).toMatchObject({ count: 1, unanswered: true, guestWindowCount: 1 });
    expect(summary.waitingSince).toBeInstanceOf(Timestamp);
    // Staff of the hotel read it through the rules; nothing was mailed for a guest message.
    const seen = await getDocs(
      query(collection(staff.db, `lost-items/${id}/messages`), orderBy('createdAt')),
    );
    expect(seen.docs.map((d) => d.get('text') as string)).toEqual([text]);
    expect(await messageMails(id)).toHaveLength(0);
  });

  it('a guest holding another guest reference, or a wrong email, is not-found and writes nothing', async () => {
    const mine = await report('en', 'emma@example.com');
    const theirs = await report('en', 'liam@example.com');
    const text = 'Is it there?';
    expect(
      await codeOf(
        guestPost({ reference: theirs.reference, email: mine.email, text, language: 'en' }),
      ),
    ).toBe('functions/not-found');
    expect(
      await codeOf(
        guestPost({ reference: 'SAK-2222-22', email: mine.email, text, language: 'en' }),
      ),
    ).toBe('functions/not-found');
    expect(await codeOf(guestPost({ token: 'A'.repeat(43), text, language: 'en' }))).toBe(
      'functions/not-found',
    );
    expect((await thread(theirs.id)).size).toBe(0);
    expect((await readDoc(`lost-items/${theirs.id}`))?.thread).toBeUndefined();
  });

  it('the text is bounded and not blank; the request has no other keys', async () => {
    const { reference, email } = await report('en', 'olivia@example.com');
    const base = { reference, email, language: 'en' };
    expect(await codeOf(guestPost({ ...base, text: 'x'.repeat(MAX_MESSAGE + 1) }))).toBe(
      'functions/invalid-argument',
    );
    expect(await codeOf(guestPost({ ...base, text: '  \n ' }))).toBe('functions/invalid-argument');
    // The schema's own reason reaches the page as the refusal's key (functions/src/lib/guards.ts).
    expect((await refusalDetails(guestPost({ ...base, text: '  \n ' }))).details).toEqual({
      key: 'messages.errors.empty',
      vars: { field: 'text' },
    });
    expect(await codeOf(guestPost({ ...base, text: 'hi', html: '<p>' }))).toBe(
      'functions/invalid-argument',
    );
    const ok = await guestPost({ ...base, text: 'x'.repeat(MAX_MESSAGE) });
    expect(ok.thread?.messages).toHaveLength(1);
  });

  it(`at most ${GUEST_MESSAGES_PER_HOUR} messages per report and hour`, async () => {
    const { id, reference, email } = await report('en', 'noah@example.com');
    for (let i = 0; i < GUEST_MESSAGES_PER_HOUR; i += 1)
      await guestPost({ reference, email, text: `message ${i}`, language: 'en' });
    expect(await codeOf(guestPost({ reference, email, text: 'one more', language: 'en' }))).toBe(
      'functions/resource-exhausted',
    );
    expect((await thread(id)).size).toBe(GUEST_MESSAGES_PER_HOUR);
    // An hour later the guest may write again.
    await adminDb()
      .doc(`lost-items/${id}`)
      .update({ 'thread.guestWindowStart': Timestamp.fromMillis(Date.now() - 61 * 60 * 1000) });
    await guestPost({ reference, email, text: 'next hour', language: 'en' });
    expect((await thread(id)).size).toBe(GUEST_MESSAGES_PER_HOUR + 1);
  });
});

describe('staff answer', () => {
  it('records the name and the report language, clears the mark, mails the guest in the report language with a working link', async () => {
    const { id, reference, email } = await report('ja', 'yui@example.jp');
    await guestPost({ reference, email, text: '黒い財布です', language: 'ja' });
    await staffPost(staff, { lostItemId: id, text: '中身を教えていただけますか？' });

    const messages = (await thread(id)).docs.map((d) => d.data() as Record<string, unknown>);
    expect(messages[1]).toMatchObject({
      author: 'staff',
      authorName: 'Sam Tanaka',
      language: 'ja',
      kind: 'message',
      text: '中身を教えていただけますか？',
    });
    const summary = (await readDoc(`lost-items/${id}`))?.thread as Record<string, unknown>;
    expect(summary).toMatchObject({ count: 2, unanswered: false, waitingSince: null });
    expect(typeof summary.firstAnswerMs).toBe('number');

    const [mail] = await messageMails(id);
    const message = mail?.get('message') as { subject: string; text: string };
    expect(mail?.get('to')).toBe(email);
    expect(mail?.get('language')).toBe('ja');
    expect(message.subject).toContain('メッセージ');
    expect(message.text).toContain('中身を教えていただけますか？');
    // The guest's own words are mailed to no one.
    expect(message.text).not.toContain('黒い財布');
    const token = /status\?token=([A-Za-z0-9_-]{43})/.exec(message.text)?.[1] ?? '';
    const byLink = await status({ token });
    expect(byLink.thread?.messages.map((m) => [m.from, m.name])).toEqual([
      ['guest', ''],
      ['hotel', 'Sam Tanaka'],
    ]);
    // The link also lets the guest answer.
    await guestPost({ token, text: '青いペンが入っています', language: 'ja' });
    expect((await thread(id)).size).toBe(3);
  });

  it('never shows the guest a staff member’s account email: a display name, else nothing', async () => {
    const { id, reference, email } = await report('en', 'nora@example.com');
    await staffPost(unnamed, { lostItemId: id, text: 'We are looking.' });
    await staffPost(namedByEmail, { lostItemId: id, text: 'Still looking.' });
    await staffPost(staff, { lostItemId: id, text: 'Found it.' });
    const answer = await status({ reference, email });
    expect(answer.thread?.messages.map((message) => message.name)).toEqual(['', '', 'Sam Tanaka']);
    // Nowhere in what the guest receives: not the name, not in any other field.
    expect(JSON.stringify(answer)).not.toMatch(/night\.desk@|ken@s\.test|staff@s\.test/);
    // Colleagues still see who answered (staff read the thread through the rules).
    const seen = await getDocs(
      query(collection(staff.db, `lost-items/${id}/messages`), orderBy('createdAt')),
    );
    expect(seen.docs.map((d) => d.get('authorUid') as string)).toEqual([
      unnamed.actor.uid,
      namedByEmail.actor.uid,
      staff.actor.uid,
    ]);
  });

  it('no mail when the hotel turned guest mail off', async () => {
    await adminDb().doc(`hotels/${HOTEL}`).update({ 'settings.emailNotifications': false });
    const { id } = await report('en', 'mia@example.com');
    await staffPost(staff, { lostItemId: id, text: 'We are looking.' });
    expect((await thread(id)).size).toBe(1);
    expect(await messageMails(id)).toHaveLength(0);
  });

  it('staff or admins of another hotel, guests and signed-out callers cannot post', async () => {
    const { id } = await report('en', 'ava@example.com');
    const data = { lostItemId: id, text: 'Hello' };
    expect(await codeOf(staffPost(adminOther, data))).toBe('functions/not-found');
    expect(await codeOf(staffPost(staffOther, data))).toBe('functions/not-found');
    expect(await codeOf(staffPost(await guestClient(), data))).toBe('functions/permission-denied');
    expect(await codeOf(staffPost(signedOutClient(), data))).toBe('functions/unauthenticated');
    expect(await codeOf(staffPost(staff, { lostItemId: 'missing', text: 'Hello' }))).toBe(
      'functions/not-found',
    );
    expect((await thread(id)).size).toBe(0);
  });
});

describe('the ownership question', () => {
  it('the answer is shown to staff only, never mailed, and staff record that they checked it', async () => {
    const { id, reference, email } = await report('en', 'leo@example.com');
    const check = () => call(staff, 'recordOwnershipCheck', { lostItemId: id });
    await staffPost(staff, {
      lostItemId: id,
      text: 'What is the lock-screen picture?',
      question: true,
    });
    expect(await codeOf(check())).toBe('functions/failed-precondition');
    expect(
      await codeOf(staffPost(staff, { lostItemId: id, text: 'Another?', question: true })),
    ).toBe('functions/failed-precondition');

    const asked = await status({ reference, email });
    expect(asked.thread?.questionOpen).toBe(true);
    const answered = await guestPost({ reference, email, text: 'A grey cat', language: 'en' });
    expect(answered.thread?.questionOpen).toBe(false);
    expect(answered.thread?.messages.at(-1)).toMatchObject({ kind: 'answer', text: '' });
    expect(JSON.stringify(answered)).not.toContain('grey cat');
    // Staff read it.
    const seen = await getDocs(collection(staff.db, `lost-items/${id}/messages`));
    expect(seen.docs.map((d) => d.get('text') as string)).toContain('A grey cat');
    // The next staff message's mail does not echo it.
    await staffPost(staff, { lostItemId: id, text: 'Thank you.' });
    for (const mail of await messageMails(id))
      expect(JSON.stringify(mail.get('message'))).not.toContain('grey cat');

    expect(await codeOf(call(adminOther, 'recordOwnershipCheck', { lostItemId: id }))).toBe(
      'functions/not-found',
    );
    await check();
    const ownership = ((await readDoc(`lost-items/${id}`))?.thread as Record<string, unknown>)
      .ownership as Record<string, unknown>;
    expect(ownership).toMatchObject({
      answered: true,
      checkedBy: { uid: staff.actor.uid, name: 'Sam Tanaka' },
    });
  });
  it('a match is neither confirmed nor picked up before staff record checking the answer', async () => {
    const { lostId } = await seedMatch(
      HOTEL,
      { status: 'confirmed', confirmedAt: new Date() },
      {
        lost: { email: 'ivy@example.com' },
      },
    );
    await adminDb().doc('matches/m1').update({ status: 'matched', confirmedAt: null });
    const reference = await waitFor(
      async () => (await readDoc(`lost-items/${lostId}`))?.reference as string,
      'reference',
    );
    const confirm = () => call(staff, 'confirmMatch', { matchId: 'm1' });
    await staffPost(staff, {
      lostItemId: lostId,
      text: 'What colour is the case?',
      question: true,
    });
    expect(await refusalDetails(confirm())).toMatchObject({
      code: 'functions/failed-precondition',
      details: { key: 'staffErrors.ownershipCheckFirst' },
    });
    await guestPost({ reference, email: 'ivy@example.com', text: 'Red', language: 'en' });
    expect(await codeOf(confirm())).toBe('functions/failed-precondition');
    await call(staff, 'recordOwnershipCheck', { lostItemId: lostId });
    await confirm();
    expect((await readDoc('matches/m1'))?.status).toBe('confirmed');
  });
});

describe('usual answer time', () => {
  const seedAnswered = (hours: number, daysAgo = 1) =>
    seedLost(HOTEL, {
      thread: {
        count: 2,
        unanswered: false,
        firstAnswerAt: Timestamp.fromMillis(Date.now() - daysAgo * 86_400_000),
        firstAnswerMs: hours * 3_600_000,
      },
    });

  it('the median first answer of the last 90 days, shown from 5 answers on', async () => {
    const { reference, email } = await report('en', 'zoe@example.com');
    for (const hours of [1, 2, 30]) await seedAnswered(hours);
    await seedAnswered(0.5, 100); // older than 90 days: not counted
    await seedAnswered(3, 1);
    expect((await status({ reference, email })).thread?.usualAnswerHours).toBeNull();
    await seedAnswered(5, 2);
    // 1, 2, 3, 5, 30 hours: the median is 3.
    expect((await status({ reference, email })).thread?.usualAnswerHours).toBe(3);
  });

  it("answers the hotel's own answer target beside it: the default, then what Settings hold", async () => {
    const { reference, email } = await report('en', 'mia@example.com');
    expect((await status({ reference, email })).thread).toMatchObject({
      usualAnswerHours: null,
      answerTargetHours: 24,
    });
    await adminDb().doc(`hotels/${HOTEL}`).update({ 'settings.answerTargetHours': 6 });
    expect((await status({ reference, email })).thread?.answerTargetHours).toBe(6);
  });
});

describe('erasure', () => {
  it('erasing the guest data removes the thread, and the erased report takes no message', async () => {
    const { id, reference, email } = await report('en', 'ella@example.com');
    await guestPost({ reference, email, text: 'My name is Ella Brown, room 512', language: 'en' });
    await call(signedOutClient(), 'requestGuestDataErasure', { reference, email, confirm: true });
    await waitFor(async () => (await readDoc(`lost-items/${id}`))?.erasedAt, 'the erasure');
    expect((await thread(id)).size).toBe(0);
    expect(await codeOf(guestPost({ reference, email, text: 'Hello?', language: 'en' }))).toBe(
      'functions/failed-precondition',
    );
  });
});
