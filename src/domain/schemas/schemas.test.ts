import { describe, expect, it } from 'vitest';
import { emptyFoundItemForm, foundItemFormSchema, toFoundItemWrite } from './found-item';
import { lostItemFormSchema, lostItemReportSchema, toLostItemWrite } from './lost-item';
import { EMPTY_LOST_ITEM_FORM } from './lost-item-empty';
import { packageFormSchema } from './package';
import { createUserSchema, otherDisplayNameSchema, ownDisplayNameSchema } from './users';
import { fieldErrorKeys, firstErrorKey } from './validation';
import { pickupRequest } from '../disposition';

const validLost = {
  ...EMPTY_LOST_ITEM_FORM,
  itemType: 'Phone',
  itemName: 'iPhone 15',
  dateLost: '2026-05-02',
  locationLost: 'Room 1204',
  firstName: 'James',
  surname: 'Carter',
};

describe('lost-item form (spec §5)', () => {
  it('accepts the required fields alone', () => {
    expect(firstErrorKey(lostItemFormSchema.safeParse(validLost))).toBeNull();
  });

  it.each(['itemType', 'itemName', 'dateLost', 'locationLost', 'firstName', 'surname'])(
    'asks for all required fields when %s is blank',
    (field) => {
      expect(firstErrorKey(lostItemFormSchema.safeParse({ ...validLost, [field]: '  ' }))).toBe(
        'requiredFields',
      );
    },
  );

  it('checks an email only when one is entered', () => {
    expect(firstErrorKey(lostItemFormSchema.safeParse({ ...validLost, email: 'james@' }))).toBe(
      'invalidEmail',
    );
    expect(
      firstErrorKey(lostItemFormSchema.safeParse({ ...validLost, email: 'james@example.com' })),
    ).toBeNull();
  });

  it("requires the guest's email on the report (and checks it); the phone stays optional", () => {
    const report = { ...validLost, email: 'james@example.com' };
    expect(firstErrorKey(lostItemReportSchema.safeParse(report))).toBeNull();
    expect(firstErrorKey(lostItemReportSchema.safeParse({ ...report, email: '  ' }))).toBe(
      'requiredFields',
    );
    expect(firstErrorKey(lostItemReportSchema.safeParse({ ...report, email: 'james@' }))).toBe(
      'invalidEmail',
    );
    expect(
      firstErrorKey(lostItemReportSchema.safeParse({ ...report, phoneCode: '', phoneNumber: '' })),
    ).toBeNull();
  });

  it('accepts one address only, of at most 254 characters (as firestore.rules do)', () => {
    for (const email of ['a@x.com, b@y.com', 'a@x.com;b@y.com', 'a,b@x.com', '<a@x.com>']) {
      expect(firstErrorKey(lostItemFormSchema.safeParse({ ...validLost, email }))).toBe(
        'invalidEmail',
      );
    }
    const long = `${'a'.repeat(245)}@example.com`;
    expect(firstErrorKey(lostItemFormSchema.safeParse({ ...validLost, email: long }))).toBe(
      'invalidEmail',
    );
  });

  it('reports missing fields before a bad email', () => {
    expect(
      firstErrorKey(lostItemFormSchema.safeParse({ ...validLost, surname: '', email: 'x' })),
    ).toBe('requiredFields');
  });

  it('writes the phone in E.164, the country by its canonical name, trimmed text', () => {
    const write = toLostItemWrite(
      {
        ...validLost,
        itemName: ' iPhone 15 ',
        phoneCode: '+44',
        phoneNumber: '7700900123',
        country: 'UK',
      },
      'sakura',
      'ja',
    );
    expect(write).toMatchObject({
      itemName: 'iPhone 15',
      phone: '+447700900123',
      country: 'United Kingdom',
      language: 'ja',
    });
    expect(toLostItemWrite({ ...validLost, phoneCode: '+44' }, 'sakura', 'en').phone).toBe('');
  });

  it("gives a number typed without a code the country's code, else the hotel's (Japan)", () => {
    const phone = (values: Partial<typeof validLost>) =>
      toLostItemWrite({ ...validLost, ...values }, 'sakura', 'en').phone;
    // The empty form's code is the hotel's (a value, not a hint).
    expect(EMPTY_LOST_ITEM_FORM.phoneCode).toBe('+81');
    expect(phone({ phoneNumber: '090-1234-5678' })).toBe('+819012345678');
    expect(phone({ phoneCode: '', phoneNumber: '090-1234-5678' })).toBe('+819012345678');
    expect(phone({ phoneCode: '', phoneNumber: '07700 900123', country: 'UK' })).toBe(
      '+447700900123',
    );
    expect(phone({ phoneNumber: '+33 6 12 34 56 78', phoneCode: '+81' })).toBe('+33612345678');
  });

  it('refuses a phone that cannot be a number, on the report and the staff edit', () => {
    const report = { ...validLost, email: 'james@example.com' };
    for (const phoneNumber of ['ask at the desk', '123']) {
      expect(firstErrorKey(lostItemReportSchema.safeParse({ ...report, phoneNumber }))).toBe(
        'invalidPhone',
      );
      expect(firstErrorKey(lostItemFormSchema.safeParse({ ...validLost, phoneNumber }))).toBe(
        'invalidPhone',
      );
    }
    expect(
      firstErrorKey(lostItemReportSchema.safeParse({ ...report, phoneNumber: '9012345678' })),
    ).toBeNull();
  });
});

describe('found-item registration (spec §5)', () => {
  const valid = {
    ...emptyFoundItemForm('2026-05-02', 'Front Desk'),
    itemType: 'Wallet',
    roomNumber: '1204',
  };

  it('requires itemType and dateFound', () => {
    expect(firstErrorKey(foundItemFormSchema.safeParse(valid))).toBeNull();
    expect(firstErrorKey(foundItemFormSchema.safeParse({ ...valid, itemType: '' }))).toBe(
      'requiredFields',
    );
    expect(firstErrorKey(foundItemFormSchema.safeParse({ ...valid, dateFound: '' }))).toBe(
      'requiredFields',
    );
  });

  it('requires at least one location that is not blank after trimming', () => {
    const noLocation = { ...valid, roomNumber: '   ' };
    expect(firstErrorKey(foundItemFormSchema.safeParse(noLocation))).toBe('locationRequired');
    expect(
      firstErrorKey(foundItemFormSchema.safeParse({ ...noLocation, hotelComplex: 'Spa' })),
    ).toBeNull();
    expect(
      firstErrorKey(foundItemFormSchema.safeParse({ ...noLocation, otherLocation: 'Car park' })),
    ).toBeNull();
  });

  it('writes the owner phone and country like the lost form', () => {
    expect(
      toFoundItemWrite(
        { ...valid, phoneCode: '+81', phoneNumber: '9012345678', country: 'japan' },
        'h',
      ),
    ).toMatchObject({
      phone: '+819012345678',
      country: 'Japan',
    });
    expect(
      toFoundItemWrite({ ...valid, phoneNumber: '0412 345 678', country: 'Australia' }, 'h').phone,
    ).toBe('+61412345678');
    expect(firstErrorKey(foundItemFormSchema.safeParse({ ...valid, phoneNumber: 'n/a' }))).toBe(
      'invalidPhone',
    );
  });
});

describe('user administration (spec §5)', () => {
  it('asks for email and password, then a 6-character password, and a hotel id', () => {
    const key = (input: object) => firstErrorKey(createUserSchema.safeParse(input));
    expect(key({ email: '', password: 'secret1', targetHotelId: 'h' })).toBe('emailRequired');
    expect(key({ email: 'a@b.co', password: '', targetHotelId: 'h' })).toBe('emailRequired');
    expect(key({ email: 'a@b.co', password: '12345', targetHotelId: 'h' })).toBe('passwordLength');
    expect(key({ email: 'a@b.co', password: '123456', targetHotelId: 'h' })).toBeNull();
    expect(key({ email: 'a@b.co', password: '123456', targetHotelId: '' })).toBe('missingHotelId');
    expect(
      key({ email: 'a@b.co', password: '123456', targetHotelId: 'h', admin: true }),
    ).not.toBeNull();
  });

  it('refuses an empty or unchanged own display name', () => {
    const key = (name: string) =>
      firstErrorKey(ownDisplayNameSchema('Aiko').safeParse({ newDisplayName: name }));
    expect(key('  ')).toBe('emptyDisplayName');
    expect(key(' Aiko ')).toBe('sameDisplayName');
    expect(key('Aiko Sato')).toBeNull();
  });

  it("refuses an empty name for another user's display name", () => {
    const parsed = otherDisplayNameSchema.safeParse({
      targetUserId: 'u',
      newDisplayName: ' ',
      hotelId: 'h',
    });
    expect(firstErrorKey(parsed)).toBe('displayNameEmpty');
  });
});

describe('package form', () => {
  it('needs a size; weight is optional but never negative', () => {
    expect(
      firstErrorKey(packageFormSchema.safeParse({ packageSize: 'small', weight: '' })),
    ).toBeNull();
    expect(firstErrorKey(packageFormSchema.safeParse({ packageSize: 'small', weight: '-1' }))).toBe(
      'invalidWeight',
    );
    expect(firstErrorKey(packageFormSchema.safeParse({ packageSize: 'huge', weight: '' }))).toBe(
      'requiredFields',
    );
  });

  it('names the first message of each field a parse blames, and none when it passes', () => {
    const base = { matchId: 'm1', byName: 'Aiko', recipientName: 'James', idChecked: true };
    expect(fieldErrorKeys(pickupRequest.safeParse(base))).toEqual({});
    expect(fieldErrorKeys(pickupRequest.safeParse({ ...base, recipientName: ' ' }))).toEqual({
      recipientName: 'disposition.errors.recipient',
    });
  });
});
