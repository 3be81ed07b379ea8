// Why no tool does this: the benchmarks need tens of thousands of the app's own documents, written
// in batches with triggers off.
// Seeds a benchmark hotel with many items through firebase-admin (batched writes), and an admin
// account to use it. Only against the emulators of a demo- project.
import { backgroundTriggers } from './background-triggers.mjs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  BLANK_FOUND_ITEM_DETAILS,
  generateReference,
  lostItemDerived,
  newFoundItem,
  newHotel,
  newLostItem,
  rollupOf,
  userProfile,
} from './documents.mjs';
import { PROJECT_ID } from './emulators.mjs';

const TYPES = [
  'Phone',
  'Wallet',
  'Keys',
  'Umbrella',
  'Scarf',
  'Charger',
  'Passport',
  'Watch',
  'Book',
  'Bag',
];
const NAMES = [
  'Emma',
  'James',
  'Yuki',
  'Min-jun',
  'Sophie',
  'Lukas',
  'Oliver',
  'Hana',
  'Wei',
  'Priya',
];
const COUNTRIES = [
  'United Kingdom',
  'United States',
  'Japan',
  'South Korea',
  'France',
  'Germany',
  'Australia',
  'China',
];

/**
 * Seeds the hotel `bench-<name>`, its admin and the items, with the functions' triggers off: the
 * lost reports get their references here (without the reservations only /status reads), and the
 * hotel its figures document, as the functions would. Prints how long it took; resolves to the hotel id and the admin's sign-in.
 */
export async function seedBenchHotel(name, { found, lost }) {
  const hotelId = `bench-${name}`;
  const adminEmail = `bench-${name}@example.com`;
  const password = 'bench-pass-123';
  const start = performance.now();
  if (!PROJECT_ID.startsWith('demo-') || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'Benchmarks seed only the emulators of a demo- project (run through scripts/emulators-exec.mjs).',
    );
  }
  await backgroundTriggers(false);
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-${hotelId}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  await db.doc(`hotels/${hotelId}`).set(newHotel(`Benchmark ${hotelId}`));
  const user = await auth.createUser({ email: adminEmail, password, displayName: 'Bench Admin' });
  const claims = { admin: true, staff: true, accessibleHotels: [hotelId] };
  await auth.setCustomUserClaims(user.uid, claims);
  await db
    .doc(`users/${user.uid}`)
    .set(userProfile({ email: adminEmail, displayName: 'Bench Admin' }, claims));

  const now = Date.now();
  const day = (i) => new Date(now - (i % 365) * 86_400_000).toISOString().slice(0, 10);
  const writes = [];
  const finder = { uid: user.uid, email: adminEmail };
  const at = (i) => Timestamp.fromMillis(now - i * 60_000);
  for (let i = 0; i < found; i += 1) {
    const fields = {
      ...BLANK_FOUND_ITEM_DETAILS,
      hotelId,
      itemType: TYPES[i % TYPES.length],
      itemName: `${TYPES[i % TYPES.length]} #${i}`,
      dateFound: day(i),
      roomNumber: String(100 + (i % 900)),
      storageLocation: `Shelf ${i % 40}`,
      description: `Found item number ${i}`,
      finderName: 'Bench',
    };
    writes.push(['found-items', { ...newFoundItem(fields, finder, at(i)), viewed: i % 3 === 0 }]);
  }
  const references = new Set();
  let random = 1;
  for (let i = 0; i < lost; i += 1) {
    const fields = {
      hotelId,
      itemType: TYPES[(i + 3) % TYPES.length],
      itemName: `Lost ${TYPES[(i + 3) % TYPES.length]} ${i}`,
      dateLost: day(i),
      locationLost: `Room ${100 + (i % 900)}`,
      description: `Reported item ${i}`,
      firstName: NAMES[i % NAMES.length],
      surname: `Guest${i}`,
      email: `guest${i}@example.com`,
      phone: `+44 7700${String(i).padStart(6, '0')}`,
      country: COUNTRIES[i % COUNTRIES.length],
      stayDateFrom: day(i + 3),
      stayDateUntil: day(i),
      colour: '',
      brand: '',
      language: 'en',
    };
    // Every reference once (a fixed sequence: the same ones at every run).
    let reference = '';
    while (!reference || references.has(reference))
      reference = generateReference(
        hotelId,
        (n) => (random = (random * 48_271) % 2_147_483_647) % n,
      );
    references.add(reference);
    const item = { ...newLostItem(fields, null, at(i)), viewed: i % 2 === 0, reference };
    writes.push(['lost-items', { ...item, ...lostItemDerived(item) }]);
  }
  for (let start = 0; start < writes.length; start += 500) {
    const batch = db.batch();
    for (const [collection, data] of writes.slice(start, start + 500))
      batch.set(db.collection(collection).doc(), data);
    await batch.commit();
  }
  const seededAt = new Date();
  const rollup = rollupOf(
    writes.filter(([name]) => name === 'found-items').map(([, data]) => data),
    writes.filter(([name]) => name === 'lost-items').map(([, data]) => data),
    [],
    seededAt,
  );
  await db.doc(`hotels/${hotelId}/rollups/figures`).set({ ...rollup, hotelId });
  await backgroundTriggers(true);
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`seeded ${found} found + ${lost} lost items in ${seconds} s`);
  return { hotelId, email: adminEmail, password };
}
