import { describe, expect, it } from 'vitest';
import {
  activityEntry,
  BLANK_FOUND_ITEM_DETAILS,
  newFoundItem,
  newHotel,
  newLostItem,
  newMatch,
  userProfile,
} from './documents';
import { sampleFoundItems, sampleLostItems } from './samples';
import { retentionGroupOf } from './retention';
import { foundItemSearchTokens, lostItemSearchTokens, searchIndexOf } from './search-index';
import { toFoundItemWrite } from './schemas/found-item';
import { toLostItemWrite } from './schemas/lost-item';

const AT = { stamp: 'now' };
const actor = { uid: 'u1', email: 'staff@example.com', displayName: 'Front Desk' };

const DAY = new Date(2026, 4, 10);
const foundFields = toFoundItemWrite(
  { ...sampleFoundItems(DAY)[0], dateFound: '2026-05-03', finderName: 'Front Desk' },
  'h1',
);
const lostFields = toLostItemWrite(sampleLostItems(DAY)[0], 'h1', 'en');

describe('document builders', () => {
  it('builds a found item with exactly the keys the rules accept on create', () => {
    const item = newFoundItem(foundFields, actor, AT);
    expect(Object.keys(item).sort()).toEqual(
      [
        ...Object.keys(foundFields),
        'searchIndex',
        'retentionGroup',
        'foundByStaff',
        'foundByUserId',
        'foundByUserEmail',
        'status',
        'matchId',
        'matchedAt',
        'viewed',
        'imageUrls',
        'photoSlots',
        'discardedAt',
        'disposer',
        'disposerEmail',
        'disposerId',
        'createdAt',
        'updatedAt',
        'deleted',
        'lastActivityId',
      ].sort(),
    );
    expect(item).toMatchObject({
      foundByUserId: 'u1',
      foundByUserEmail: 'staff@example.com',
      status: 'pending',
      matchId: null,
      matchedAt: null,
      viewed: false,
      imageUrls: [],
      photoSlots: [],
      discardedAt: null,
      createdAt: AT,
      updatedAt: AT,
      deleted: false,
      lastActivityId: '',
    });
    expect(item).not.toHaveProperty('displayName');
    expect(item.searchIndex).toEqual(searchIndexOf(foundItemSearchTokens(foundFields)));
    expect(item.searchIndex).toHaveProperty('front', true);
    expect(item.retentionGroup).toBe(retentionGroupOf(foundFields.itemType));
  });

  it('builds a lost report owned by its reporter', () => {
    expect(newLostItem(lostFields, 'guest', AT)).toEqual({
      ...lostFields,
      searchIndex: searchIndexOf(lostItemSearchTokens(lostFields)),
      status: 'pending',
      matchId: null,
      userId: 'guest',
      viewed: false,
      imageUrls: [],
      photoSlots: [],
      createdAt: AT,
      updatedAt: AT,
      deleted: false,
      lastActivityId: '',
    });
  });

  it('builds a match with both summaries and the destination', () => {
    const lost = { ...lostFields, id: 'l1', imageUrls: ['l.png'] };
    const found = { ...foundFields, id: 'f1', imageUrls: [] };
    const match = newMatch(lost, found, { hotelId: 'h1', createdBy: 'u1', country: '' }, AT);
    expect(match).toMatchObject({
      lostItemId: 'l1',
      foundItemId: 'f1',
      status: 'matched',
      matchedAt: AT,
      createdAt: AT,
      destinationCountry: null,
      createdBy: 'u1',
      found: {
        itemType: 'Phone',
        itemName: foundFields.itemName,
        dateFound: '2026-05-03',
        imageUrl: null,
      },
      lost: { firstName: lostFields.firstName, language: 'en', imageUrl: 'l.png' },
      notificationQueued: false,
    });
    expect(match).not.toHaveProperty('updatedAt');
  });

  it('records an activity entry, with details only when given', () => {
    const record = {
      hotelId: 'h1',
      targetType: 'match',
      targetId: 'm1',
      action: 'shipped',
    } as const;
    expect(activityEntry(record, actor, AT)).toEqual({
      ...record,
      from: null,
      to: null,
      actorUid: 'u1',
      actorEmail: 'staff@example.com',
      at: AT,
    });
    expect(activityEntry({ ...record, details: { a: 1 } }, actor, AT).details).toEqual({ a: 1 });
  });

  it('builds hotels and user profiles', () => {
    expect(newHotel('Hotel')).toEqual({
      displayName: 'Hotel',
      settings: { emailNotifications: false, updatedAt: null },
    });
    const claims = { admin: false, staff: true, accessibleHotels: ['h1'] };
    expect(userProfile(actor, claims)).toEqual({
      email: actor.email,
      displayName: actor.displayName,
      claims,
      claimsVersion: 1,
    });
    expect(userProfile(actor, claims, AT).updatedAt).toBe(AT);
  });
});

describe('BLANK_FOUND_ITEM_DETAILS', () => {
  it('is the empty form without what, when and who, with the phone in write form', () => {
    // A finder's rights are a map of answers, all no; every other field is blank text.
    const { finderRights, ...text } = BLANK_FOUND_ITEM_DETAILS;
    expect(Object.values(text).every((value) => value === '')).toBe(true);
    expect(finderRights).toEqual({
      expenses: false,
      reward: false,
      ownership: false,
      nameToOwner: false,
    });
    expect(BLANK_FOUND_ITEM_DETAILS).toHaveProperty('phone');
    for (const key of [
      'itemType',
      'itemName',
      'dateFound',
      'finderName',
      'phoneCode',
      'finderClaimsReward',
    ])
      expect(BLANK_FOUND_ITEM_DETAILS).not.toHaveProperty(key);
  });
});
