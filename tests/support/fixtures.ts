import { FieldValue } from 'firebase-admin/firestore';
import {
  BLANK_FOUND_ITEM_DETAILS,
  foundItemDerived,
  lostItemDerived,
  newFoundItem,
  newHotel,
  newLostItem,
} from '@/domain/documents';
import type { LostItemEdit, LostItemFormValues, LostItemWrite } from '@/domain/schemas/lost-item';
import { EMPTY_LOST_ITEM_FORM } from '@/domain/schemas/lost-item-empty';
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

/** The seeded lost report as its guest wrote it (lostItemData adds the hotel). */
const LOST_REPORT = {
  itemType: 'Phone',
  itemName: 'iPhone 15',
  dateLost: '2026-05-02',
  locationLost: 'Room 1204',
  description: '',
  firstName: 'James',
  surname: 'Carter',
  email: 'james@example.com',
  phone: '+447700900123',
  country: 'United Kingdom',
  stayDateFrom: '2026-05-01',
  stayDateUntil: '2026-05-03',
  colour: '',
  brand: '',
  language: 'en',
} satisfies Omit<LostItemWrite, 'hotelId'>;

export function lostItemData(hotelId: string, overrides: Record<string, unknown> = {}) {
  const item = {
    ...newLostItem({ hotelId, ...LOST_REPORT }, null, FieldValue.serverTimestamp()),
    ...overrides,
  };
  // The search index and retention group follow the overridden fields, as the app's builders do.
  return { ...item, ...lostItemDerived(item) };
}

/** Staff's edit of lostItemData's report: a new item name, no phone or stay, another country. */
export function lostItemEdit(overrides: Partial<LostItemEdit> = {}): LostItemEdit {
  const { language: _language, ...written } = LOST_REPORT;
  return {
    ...written,
    itemName: 'iPhone 15 Pro',
    phone: '',
    country: 'Australia',
    stayDateFrom: '',
    stayDateUntil: '',
    ...overrides,
  };
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

/** Adds a document to a collection with firebase-admin; resolves to its new id. */
async function seedDocument(collection: string, data: Record<string, unknown>): Promise<string> {
  const ref = adminDb().collection(collection).doc();
  await ref.set(data);
  return ref.id;
}

export const seedLost = (hotelId: string, overrides: Record<string, unknown> = {}) =>
  seedDocument('lost-items', lostItemData(hotelId, overrides));

export const seedFound = (hotelId: string, overrides: Record<string, unknown> = {}) =>
  seedDocument('found-items', foundItemData(hotelId, overrides));

/**
 * A lost report and a found item of the hotel matched as matches/m1: `match` overrides the match's
 * fields (by default matched, no package yet), `items` the two items'. Resolves to their ids.
 */
export async function seedMatch(
  hotelId: string,
  match: Record<string, unknown> = {},
  items: { lost?: Record<string, unknown>; found?: Record<string, unknown> } = {},
): Promise<{ lostId: string; foundId: string }> {
  const lostId = await seedLost(hotelId, { status: 'matched', matchId: 'm1', ...items.lost });
  const foundId = await seedFound(hotelId, { status: 'matched', matchId: 'm1', ...items.found });
  await adminDb()
    .doc('matches/m1')
    .set({
      hotelId,
      lostItemId: lostId,
      foundItemId: foundId,
      status: 'matched',
      packageSize: null,
      ...match,
    });
  return { lostId, foundId };
}

export async function readDoc(path: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().doc(path).get()).data();
}
