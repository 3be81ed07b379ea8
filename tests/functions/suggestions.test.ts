import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { suggestionId } from '@/domain/matching/suggestions';
import { createMatch } from '@/firebase/match-writes';
import {
  adminDb,
  callFunction,
  clearFirestore,
  closeClients,
  refusal,
  signedInUsers,
  type TestClient,
} from '../support/emulator';
import { readDoc, seedFound, seedHotel } from '../support/fixtures';
import { reportAsGuest, waitFor } from '../support/functions';

// Suggested matches (functions/src/lib/suggestions.ts): computed by a trigger on every lost report
// and found item, read by the dashboard queue. Triggers run asynchronously and start cold on a
// busy machine, hence the generous timeouts.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
const HOTEL = 'sakura-tokyo';
let admin: TestClient;
let staff: TestClient;

const suggestion = (lostId: string, foundId: string) =>
  readDoc(`suggestions/${suggestionId(lostId, foundId)}`);

/** A guest reports a black iPhone lost in room 1204 during a stay of 1–3 May, as the form does. */
async function guestReport(itemName = 'Black iPhone 15'): Promise<string> {
  const { id } = await reportAsGuest(HOTEL, {
    itemType: 'Phone',
    itemName,
    locationLost: 'Room 1204',
    dateLost: '2026-05-03',
    stayDateFrom: '2026-05-01',
    stayDateUntil: '2026-05-03',
    colour: 'black',
  });
  return id;
}

const dismiss = (client: TestClient, id: string) =>
  callFunction(client, 'dismissSuggestion', { suggestionId: id });

beforeAll(async () => {
  ({ admin, staff } = await signedInUsers({
    admin: ['admin@s.test', { admin: true, staff: true, accessibleHotels: [HOTEL] }, 'Aiko'],
    staff: ['staff@s.test', { staff: true, accessibleHotels: [HOTEL] }, 'Sam'],
  }));
});

beforeEach(async () => {
  await clearFirestore();
  await seedHotel(HOTEL);
});

afterAll(closeClients);

describe('suggested matches', () => {
  it('a lost report for an already registered found item yields an open suggestion', async () => {
    const foundId = await seedFound(HOTEL, { colour: 'black' });
    // An item of another type, found months earlier: not worth suggesting.
    const otherId = await seedFound(HOTEL, {
      itemType: 'Umbrella',
      itemName: 'Red umbrella',
      dateFound: '2026-01-10',
      roomNumber: '',
    });
    const lostId = await guestReport();
    const stored = await waitFor(() => suggestion(lostId, foundId), 'the suggestion');
    expect(stored).toMatchObject({
      hotelId: HOTEL,
      lostItemId: lostId,
      foundItemId: foundId,
      state: 'open',
      score: 3,
      lost: { itemType: 'Phone', itemName: 'Black iPhone 15', day: '2026-05-03' },
      found: { itemType: 'Phone', itemName: 'Black phone', day: '2026-05-03' },
    });
    expect(stored.rank).toBeGreaterThanOrEqual(10);
    expect((stored.reasons as { code: string }[]).map((r) => r.code)).toEqual(
      expect.arrayContaining(['room', 'colour']),
    );
    expect(await suggestion(lostId, otherId)).toBeUndefined();
  });

  it('a dismissed pair is never suggested again; a matched pair is marked accepted', async () => {
    const firstId = await seedFound(HOTEL, { colour: 'black' });
    const lostId = await guestReport();
    await waitFor(() => suggestion(lostId, firstId), 'the first suggestion');

    // Staff see the queue but only admins dismiss.
    expect(await refusal(dismiss(staff, suggestionId(lostId, firstId)))).toBe(
      'functions/permission-denied',
    );
    await dismiss(admin, suggestionId(lostId, firstId));
    expect(await suggestion(lostId, firstId)).toMatchObject({
      state: 'dismissed',
      dismissedBy: { uid: admin.actor.uid, email: 'admin@s.test' },
    });

    // A second phone turns up; then the report is edited, which ranks it again.
    const secondId = await seedFound(HOTEL, { colour: 'black', itemName: 'iPhone, black case' });
    await waitFor(() => suggestion(lostId, secondId), 'the second suggestion');
    await adminDb().doc(`lost-items/${lostId}`).update({ itemName: 'Black iPhone 15 Pro' });
    await waitFor(
      async () =>
        ((await suggestion(lostId, secondId))?.lost as { itemName: string } | undefined)
          ?.itemName === 'Black iPhone 15 Pro',
      'the suggestions ranked again after the edit',
    );
    expect(await suggestion(lostId, firstId)).toMatchObject({ state: 'dismissed' });

    // The admin accepts the second pair: the match is created as usual, the pair is accepted.
    const matchId = await createMatch(admin.db, admin.actor, {
      lostItemId: lostId,
      foundItemId: secondId,
    });
    await waitFor(
      async () => (await suggestion(lostId, secondId))?.state === 'accepted',
      'the accepted suggestion',
    );
    expect(await suggestion(lostId, secondId)).toMatchObject({ matchId });
    expect(await suggestion(lostId, firstId)).toMatchObject({ state: 'dismissed' });
  });

  it('an open suggestion leaves the queue when its item is deleted or discarded', async () => {
    const foundId = await seedFound(HOTEL, { colour: 'black' });
    const lostId = await guestReport();
    await waitFor(() => suggestion(lostId, foundId), 'the suggestion');
    await adminDb().doc(`found-items/${foundId}`).update({ status: 'discarded' });
    await waitFor(async () => !(await suggestion(lostId, foundId)), 'the suggestion removed');

    const againId = await seedFound(HOTEL, { colour: 'black' });
    await waitFor(() => suggestion(lostId, againId), 'the suggestion of the new item');
    await adminDb().doc(`lost-items/${lostId}`).delete();
    await waitFor(async () => !(await suggestion(lostId, againId)), 'the suggestion removed');
  });
});
