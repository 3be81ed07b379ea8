import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './emulator';

/** Complete documents as the app writes them (docs/data-model.md), seeded with firebase-admin. */
export function lostItemData(hotelId: string, overrides: Record<string, unknown> = {}) {
  return {
    hotelId,
    itemType: 'Phone',
    itemName: 'iPhone 15',
    dateLost: '2026-05-02',
    locationLost: 'Room 1204',
    description: '',
    firstName: 'James',
    surname: 'Carter',
    email: 'james@example.com',
    phone: '+44 7700900123',
    country: 'United Kingdom',
    stayDateFrom: '2026-05-01',
    stayDateUntil: '2026-05-03',
    colour: '',
    brand: '',
    language: 'en',
    status: 'pending',
    matchId: null,
    userId: null,
    viewed: false,
    imageUrls: [],
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    deleted: false,
    lastActivityId: '',
    ...overrides,
  };
}

export function foundItemData(hotelId: string, overrides: Record<string, unknown> = {}) {
  return {
    hotelId,
    itemType: 'Phone',
    itemName: 'Black phone',
    dateFound: '2026-05-03',
    roomNumber: '1204',
    hotelComplex: '',
    otherLocation: '',
    storageLocation: 'Front desk safe',
    description: '',
    cashValue: '',
    comments: '',
    finderName: 'Front Desk',
    foundByNonHotelStaff: '',
    firstName: '',
    surname: '',
    dateLost: '',
    phone: '',
    email: '',
    address: '',
    country: '',
    organisation: '',
    colour: '',
    brand: '',
    foundByStaff: true,
    foundByUserId: 'seed',
    foundByUserEmail: 'seed@example.com',
    status: 'pending',
    matchId: null,
    matchedAt: null,
    viewed: false,
    imageUrls: [],
    discardedAt: null,
    disposer: '',
    disposerEmail: '',
    disposerId: '',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    deleted: false,
    lastActivityId: '',
    ...overrides,
  };
}

export async function seedHotel(
  hotelId: string,
  displayName = hotelId,
  emailNotifications = false,
) {
  await adminDb()
    .doc(`hotels/${hotelId}`)
    .set({ displayName, settings: { emailNotifications, updatedAt: null } });
}

export async function seedLost(
  hotelId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const ref = adminDb().collection('lost-items').doc();
  await ref.set(lostItemData(hotelId, overrides));
  return ref.id;
}

export async function seedFound(
  hotelId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const ref = adminDb().collection('found-items').doc();
  await ref.set(foundItemData(hotelId, overrides));
  return ref.id;
}

export async function readDoc(path: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().doc(path).get()).data();
}
