// Seeds a benchmark hotel with many items through firebase-admin (batched writes), and an admin
// account to use it. Only against the emulators of a demo- project.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  BLANK_FOUND_ITEM_DETAILS,
  newFoundItem,
  newHotel,
  newLostItem,
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
 * Seeds the hotel `bench-<name>`, its admin and the items, and prints how long it took. Resolves
 * to the hotel id and the admin's sign-in.
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
    writes.push(['lost-items', { ...newLostItem(fields, null, at(i)), viewed: i % 2 === 0 }]);
  }
  for (let start = 0; start < writes.length; start += 500) {
    const batch = db.batch();
    for (const [collection, data] of writes.slice(start, start + 500))
      batch.set(db.collection(collection).doc(), data);
    await batch.commit();
  }
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`seeded ${found} found + ${lost} lost items in ${seconds} s`);
  return { hotelId, email: adminEmail, password };
}
