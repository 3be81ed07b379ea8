import { FieldValue } from 'firebase-admin/firestore';
import {
  BLANK_FOUND_ITEM_DETAILS,
  foundItemDerived,
  lostItemDerived,
  newFoundItem,
  newHotel,
  newLostItem,
} from '@/domain/documents';
import { EMPTY_LOST_ITEM_FORM, type LostItemFormValues } from '@/domain/schemas/lost-item';
import { adminDb } from './emulator';

/** Complete documents as the app writes them (src/domain/documents.ts), seeded with firebase-admin. */
/** A guest's report as the form holds it (the required fields filled), for tests that submit one. */
export function guestReportValues(overrides: Partial<LostItemFormValues> = {}): LostItemFormValues {
  return {
    ...EMPTY_LOST_ITEM_FORM,
    itemType: 'Wallet',
    itemName: 'Brown wallet',
    dateLost: '2026-05-02',
    locationLost: 'Lobby',
    firstName: 'Emma',
    surname: 'Wilson',
    ...overrides,
  };
}

export function lostItemData(hotelId: string, overrides: Record<string, unknown> = {}) {
  const item = {
    ...newLostItem(
      {
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
      },
      null,
      FieldValue.serverTimestamp(),
    ),
    ...overrides,
  };
  // The search index and retention group follow the overridden fields, as the app's builders do.
  return { ...item, ...lostItemDerived(item) };
}

export function foundItemData(hotelId: string, overrides: Record<string, unknown> = {}) {
  const item = {
    ...newFoundItem(
      {
        ...BLANK_FOUND_ITEM_DETAILS,
        hotelId,
        itemType: 'Phone',
        itemName: 'Black phone',
        dateFound: '2026-05-03',
        roomNumber: '1204',
        storageLocation: 'Front desk safe',
        finderName: 'Front Desk',
      },
      { uid: 'seed', email: 'seed@example.com' },
      FieldValue.serverTimestamp(),
    ),
    ...overrides,
  };
  return { ...item, ...foundItemDerived(item) };
}

export async function seedHotel(
  hotelId: string,
  displayName = hotelId,
  emailNotifications = false,
) {
  await adminDb()
    .doc(`hotels/${hotelId}`)
    .set(newHotel(displayName, { emailNotifications, updatedAt: null }));
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
