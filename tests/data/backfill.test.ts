import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { foundItemDerived } from '@/domain/documents';
import { foundItemData, lostItemData } from '../support/fixtures';

// scripts/backfill-derived.mjs writes the search index and retention group onto items
// stored without them (before they existed, or by another tool). It runs against its own project
// id here, so it never touches what the other tests of the tier are writing.
const PROJECT = 'demo-backfill';
const app = initializeApp({ projectId: PROJECT }, 'backfill');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const run = () =>
  promisify(execFile)('node', ['scripts/backfill-derived.mjs', '--project', PROJECT], {
    env: process.env,
  });

describe('backfill of derived fields', () => {
  it('indexes items stored without an index, fixes a stale one, and leaves correct ones alone', async () => {
    const {
      searchIndex: _s,
      retentionGroup: _r,
      ...bare
    } = foundItemData('hotel-a', {
      itemType: 'Passport',
      itemName: 'Green passport',
    });
    const { searchIndex: _l, ...bareLost } = lostItemData('hotel-a', { itemName: 'Red scarf' });
    await db.doc('found-items/bare').set(bare);
    await db
      .doc('found-items/stale')
      .set({ ...bare, itemName: 'Blue wallet', retentionGroup: 'general' });
    await db.doc('found-items/right').set(foundItemData('hotel-a'));
    await db.doc('lost-items/bare').set({ ...bareLost, reference: 'HAR-7K3Q-2F' });

    const { stdout } = await run();
    expect(stdout).toContain('found-items: 3 read, 2 updated');
    expect(stdout).toContain('lost-items: 1 read, 1 updated');

    const found = (await db.doc('found-items/bare').get()).data() ?? {};
    expect(found.retentionGroup).toBe('documents');
    expect(found.searchIndex).toMatchObject({ green: true, passp: true });
    const stale = (await db.doc('found-items/stale').get()).data() ?? {};
    expect(stale.searchIndex).toEqual(
      foundItemDerived({ ...bare, itemName: 'Blue wallet' }).searchIndex,
    );
    const lost = (await db.doc('lost-items/bare').get()).data() ?? {};
    expect(lost.searchIndex).toMatchObject({ red: true, scarf: true, '7k3q': true });

    // Run again: nothing left to write.
    expect((await run()).stdout).toContain('found-items: 3 read, 0 updated');
  });
});
