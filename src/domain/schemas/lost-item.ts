import { z } from 'zod';
import { normalizeCountry } from '../countries';
import type { Language, LostItem } from '../entities';
import { MAX_DESCRIPTION, MAX_TEXT } from '../limits';
import { storedPhone } from '../phone';
import { checkPhone, DATE_ONLY, looksLikeEmail } from './validation';

const text = (max = MAX_TEXT) => z.string().max(max, { error: 'fieldTooLong' });
const required = (max = MAX_TEXT) =>
  text(max).refine((value) => value.trim() !== '', { error: 'requiredFields' });
const optionalDate = z
  .string()
  .refine((value) => value === '' || DATE_ONLY.test(value), { error: 'invalidDate' });

/**
 * The guest's lost-item report (spec §5): itemType, itemName, dateLost, locationLost, firstName
 * and surname are required (requiredFields); an email, if entered, must look like one
 * (invalidEmail), and a phone must make a whole number with its country code (invalidPhone; the
 * code defaults from the country, src/domain/phone.ts). Everything else is optional.
 */
export const lostItemFormSchema = z
  .object({
    itemType: required(),
    itemName: required(),
    dateLost: required().refine((value) => value.trim() === '' || DATE_ONLY.test(value), {
      error: 'invalidDate',
    }),
    locationLost: required(),
    description: text(MAX_DESCRIPTION),
    firstName: required(),
    surname: required(),
    email: text().refine((value) => value.trim() === '' || looksLikeEmail(value), {
      error: 'invalidEmail',
    }),
    phoneCode: text(8),
    phoneNumber: text(40),
    country: text(),
    stayDateFrom: optionalDate,
    stayDateUntil: optionalDate,
    // Optional structured fields: a palette key and a brand as typed.
    colour: text(40),
    brand: text(100),
  })
  .superRefine(checkPhone);

export type LostItemFormValues = z.infer<typeof lostItemFormSchema>;

/**
 * The guest's own report: the email is required too (the confirmation and every later message go
 * there) and must look like one; the phone stays optional. The staff edit keeps
 * lostItemFormSchema, so older reports without an email can still be corrected.
 */
export const lostItemReportSchema = lostItemFormSchema.safeExtend({
  email: required().refine((value) => value.trim() === '' || looksLikeEmail(value), {
    error: 'invalidEmail',
  }),
});

/** The guest-entered fields of a lost-items document (the data layer adds the server-owned ones). */
export type LostItemWrite = Pick<
  LostItem,
  | 'hotelId'
  | 'itemType'
  | 'itemName'
  | 'dateLost'
  | 'locationLost'
  | 'description'
  | 'firstName'
  | 'surname'
  | 'email'
  | 'phone'
  | 'country'
  | 'stayDateFrom'
  | 'stayDateUntil'
  | 'colour'
  | 'brand'
  | 'language'
>;

export function toLostItemWrite(
  values: LostItemFormValues,
  hotelId: string,
  language: Language,
): LostItemWrite {
  return {
    hotelId,
    itemType: values.itemType.trim(),
    itemName: values.itemName.trim(),
    dateLost: values.dateLost.trim(),
    locationLost: values.locationLost.trim(),
    description: values.description.trim(),
    firstName: values.firstName.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    // Validated by the schema first; a number it would refuse is not stored.
    phone: storedPhone(values.phoneCode, values.phoneNumber, values.country) ?? '',
    country: normalizeCountry(values.country),
    stayDateFrom: values.stayDateFrom.trim(),
    stayDateUntil: values.stayDateUntil.trim(),
    colour: values.colour.trim(),
    brand: values.brand.trim(),
    language,
  };
}

/** The editable fields of a lost item (staff edit), in write form, without hotel and language. */
export type LostItemEdit = Omit<LostItemWrite, 'hotelId' | 'language'>;
