import { Timestamp } from 'firebase-admin/firestore';
import { newMatch } from '@/domain/documents';
import { bulkWithoutTriggers } from '../../support/bulk-writes';
import { adminDb } from '../../support/emulator';
import { foundItemData, lostItemData, seedHotel } from '../../support/fixtures';

/**
 * A hotel with more found items and matches than the dashboard reads when it opens
 * (tests/e2e/dashboard-scale.test.ts). Its 620 documents are written by the browser tier's global
 * setup, before the workers start, with the functions' triggers off: written during the run, each
 * fired the triggers of its collection (figures, suggestions, references), and a guest's report
 * in the other worker waited over a minute for its reference behind them.
 */
export const SCALE = {
  hotel: 'scale-hotel',
  /** Found items; the last one, the oldest, is the spectacles case (a passport). */
  items: 260,
  oldest: 'Tortoiseshell spectacles case',
  /** Shipped matches; the oldest pairs a cane. */
  matches: 120,
  oldestMatch: 'Mahogany walking cane',
  /** Items kept far past their retention (books, and wallets from 175; see below). */
  longOverdue: 110,
} as const;

// Items 120..229 were kept far past their retention (books, and wallets from 175: two retention
// groups, each under a page): with the passport, more items are due than the Due view shows at
// first (DUE_PAGE, 100). They were found after the passport (by date and by registration), so the
// passport stays the oldest item of the list and the earliest due.
const longOverdue = (index: number) => index >= 120 && index < 120 + SCALE.longOverdue;

const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The hotel itself: the test adds it and removes it, so that guests list it only meanwhile. */
export const addScaleHotel = () => seedHotel(SCALE.hotel, 'Scale Hotel');
export const removeScaleHotel = () => adminDb().doc(`hotels/${SCALE.hotel}`).delete();

/** Its items and matches (the global setup). */
export async function seedScaleItems(): Promise<void> {
  const db = adminDb();
  const now = Date.now();
  await bulkWithoutTriggers(async () => {
    for (let start = 0; start < SCALE.items; start += 200) {
      const batch = db.batch();
      for (let i = start; i < Math.min(SCALE.items, start + 200); i += 1) {
        const oldest = i === SCALE.items - 1;
        // Newest first: item 0 was registered a minute ago, the last one 260 minutes ago.
        batch.set(db.collection('found-items').doc(`scale-${i}`), {
          ...foundItemData(SCALE.hotel, {
            itemType: oldest ? 'Passport' : longOverdue(i) && i >= 175 ? 'Wallet' : 'Book',
            itemName: oldest ? SCALE.oldest : `Paperback ${i}`,
            dateFound: oldest ? isoDay(400) : longOverdue(i) ? isoDay(300) : isoDay(1),
          }),
          createdAt: Timestamp.fromMillis(now - (i + 1) * 60_000),
          updatedAt: Timestamp.fromMillis(now - (i + 1) * 60_000),
        });
      }
      await batch.commit();
    }
    // Shipped matches, newest first; the oldest pairs a cane (more than the tab reads at first).
    for (let start = 0; start < SCALE.matches; start += 100) {
      const batch = db.batch();
      for (let i = start; i < Math.min(SCALE.matches, start + 100); i += 1) {
        const name = i === SCALE.matches - 1 ? SCALE.oldestMatch : `Shipped parcel ${i}`;
        const at = Timestamp.fromMillis(now - (i + 1) * 60_000);
        const matchRef = db.collection('matches').doc(`scale-m${i}`);
        const found = {
          ...foundItemData(SCALE.hotel, { itemType: 'Bag', itemName: name }),
          status: 'matched',
          matchId: matchRef.id,
        };
        const lost = {
          ...lostItemData(SCALE.hotel, { itemType: 'Bag', itemName: name }),
          status: 'matched',
          matchId: matchRef.id,
        };
        const foundRef = db.collection('found-items').doc(`scale-mf${i}`);
        const lostRef = db.collection('lost-items').doc(`scale-ml${i}`);
        batch.set(foundRef, found);
        batch.set(lostRef, lost);
        batch.set(matchRef, {
          ...newMatch(
            { ...lost, id: lostRef.id },
            { ...found, id: foundRef.id },
            { hotelId: SCALE.hotel, createdBy: 'e2e', country: 'Japan' },
            at,
          ),
          status: 'shipped',
          shippedAt: at,
          packageSize: 'small',
          updatedAt: at,
          lastActivityId: '',
        });
      }
      await batch.commit();
    }
  });
}
