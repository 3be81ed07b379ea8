import { z } from 'zod';
import { normalizeCountry } from '../countries';
import type { FoundItem } from '../entities';
import { MAX_DESCRIPTION, MAX_TEXT } from '../limits';
import { storedPhone } from '../phone';
import { handedInByGuest, TIME_OF_DAY, type FinderRights } from '../police-paperwork';
import { checkPhone, DATE_ONLY, looksLikeEmail } from './validation';

const text = (max = MAX_TEXT) => z.string().max(max, { error: 'fieldTooLong' });
const blank = (value: string) => value.trim() === '';
const yesOrBlank = z.enum(['yes', '']);

/** The form's checkbox fields of a guest finder's rights, by right. */
export const FINDER_RIGHT_FIELDS = {
  expenses: 'finderClaimsExpenses',
  reward: 'finderClaimsReward',
  ownership: 'finderClaimsOwnership',
  nameToOwner: 'finderNameToOwner',
} as const satisfies Record<keyof FinderRights, string>;

/** The three location fields: one of them is required, so they are blamed together. */
export const FOUND_LOCATION_FIELDS = ['roomNumber', 'hotelComplex', 'otherLocation'] as const;

/**
 * Found-item registration (spec §5): itemType and dateFound are required (requiredFields); at
 * least one of roomNumber, hotelComplex and otherLocation must be non-blank (locationRequired).
 */
export const foundItemFormSchema = z
  .object({
    itemType: text().refine((value) => !blank(value), { error: 'requiredFields' }),
    itemName: text(),
    dateFound: text(10)
      .refine((value) => !blank(value), { error: 'requiredFields' })
      .refine((value) => blank(value) || DATE_ONLY.test(value), { error: 'invalidDate' }),
    // The police submission asks for the time found too; '' when nobody knows it.
    timeFound: text(5).refine((value) => blank(value) || TIME_OF_DAY.test(value.trim()), {
      error: 'invalidTime',
    }),
    roomNumber: text(),
    hotelComplex: text(),
    otherLocation: text(),
    storageLocation: text(),
    description: text(MAX_DESCRIPTION),
    cashValue: text(100),
    comments: text(MAX_DESCRIPTION),
    finderName: text(),
    foundByNonHotelStaff: text(),
    // A finder who is not staff (recorded only when foundByNonHotelStaff names one): contact,
    // and each right they claim or consent they give as a checkbox ('yes' or '').
    finderContact: text(),
    finderClaimsExpenses: yesOrBlank,
    finderClaimsReward: yesOrBlank,
    finderClaimsOwnership: yesOrBlank,
    finderNameToOwner: yesOrBlank,
    firstName: text(),
    surname: text(),
    dateLost: z
      .string()
      .refine((value) => blank(value) || DATE_ONLY.test(value), { error: 'invalidDate' }),
    phoneCode: text(8),
    phoneNumber: text(40),
    email: text().refine((value) => blank(value) || looksLikeEmail(value), {
      error: 'invalidEmail',
    }),
    address: text(),
    country: text(),
    organisation: text(),
    // Optional structured fields: a palette key and a brand as typed.
    colour: text(40),
    brand: text(100),
  })
  .superRefine((values, context) => {
    if (blank(values.roomNumber) && blank(values.hotelComplex) && blank(values.otherLocation)) {
      context.addIssue({ code: 'custom', message: 'locationRequired', path: ['roomNumber'] });
    }
    // The owner's phone is stored in E.164 as the guest's is (src/domain/phone.ts).
    checkPhone(values, context);
  });

export type FoundItemFormValues = z.infer<typeof foundItemFormSchema>;

/** The registration form with every field blank but the date found and the finder. */
export function emptyFoundItemForm(dateFound: string, finderName: string): FoundItemFormValues {
  const fields = Object.keys(foundItemFormSchema.shape) as (keyof FoundItemFormValues)[];
  const blank = Object.fromEntries(fields.map((field) => [field, '']));
  return { ...(blank as FoundItemFormValues), dateFound, finderName };
}

/** The staff-entered fields of a found-items document (the data layer adds the server-owned ones). */
export type FoundItemWrite = Pick<
  FoundItem,
  | 'hotelId'
  | 'itemType'
  | 'itemName'
  | 'dateFound'
  | 'timeFound'
  | 'roomNumber'
  | 'hotelComplex'
  | 'otherLocation'
  | 'storageLocation'
  | 'description'
  | 'cashValue'
  | 'comments'
  | 'finderName'
  | 'foundByNonHotelStaff'
  | 'finderContact'
  | 'finderRights'
  | 'firstName'
  | 'surname'
  | 'dateLost'
  | 'phone'
  | 'email'
  | 'address'
  | 'country'
  | 'organisation'
  | 'colour'
  | 'brand'
>;

/** What an edit changes: the descriptive fields and the photos' URLs. */
export type FoundItemEdit = Omit<FoundItemWrite, 'hotelId'> & { imageUrls: string[] };

/** The form's checkboxes of a guest finder's rights ('yes' when claimed or given). */
export function finderRightsFormValues(
  rights: FinderRights,
): Pick<FoundItemFormValues, (typeof FINDER_RIGHT_FIELDS)[keyof FinderRights]> {
  const yes = (value: boolean) => (value ? 'yes' : '');
  return {
    finderClaimsExpenses: yes(rights.expenses),
    finderClaimsReward: yes(rights.reward),
    finderClaimsOwnership: yes(rights.ownership),
    finderNameToOwner: yes(rights.nameToOwner),
  };
}

/**
 * The stored fields. A finder's contact and rights are kept only while a finder who is not staff
 * is named: an item staff found has no such finder, so nothing stale prints on the police list.
 */
export function toFoundItemWrite(values: FoundItemFormValues, hotelId: string): FoundItemWrite {
  const t = (value: string) => value.trim();
  const guest = handedInByGuest(values);
  const claimed = (field: (typeof FINDER_RIGHT_FIELDS)[keyof FinderRights]) =>
    guest && values[field] === 'yes';
  return {
    hotelId,
    itemType: t(values.itemType),
    itemName: t(values.itemName),
    dateFound: t(values.dateFound),
    timeFound: t(values.timeFound),
    roomNumber: t(values.roomNumber),
    hotelComplex: t(values.hotelComplex),
    otherLocation: t(values.otherLocation),
    storageLocation: t(values.storageLocation),
    description: t(values.description),
    cashValue: t(values.cashValue),
    comments: t(values.comments),
    finderName: t(values.finderName),
    foundByNonHotelStaff: t(values.foundByNonHotelStaff),
    finderContact: guest ? t(values.finderContact) : '',
    finderRights: {
      expenses: claimed(FINDER_RIGHT_FIELDS.expenses),
      reward: claimed(FINDER_RIGHT_FIELDS.reward),
      ownership: claimed(FINDER_RIGHT_FIELDS.ownership),
      nameToOwner: claimed(FINDER_RIGHT_FIELDS.nameToOwner),
    },
    firstName: t(values.firstName),
    surname: t(values.surname),
    dateLost: t(values.dateLost),
    phone: storedPhone(values.phoneCode, values.phoneNumber, values.country) ?? '',
    email: t(values.email),
    address: t(values.address),
    country: normalizeCountry(values.country),
    organisation: t(values.organisation),
    colour: t(values.colour),
    brand: t(values.brand),
  };
}
