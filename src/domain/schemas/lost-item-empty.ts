import { HOTEL_DIAL_CODE } from '../phone';
import type { LostItemFormValues } from './lost-item';

/**
 * The empty lost-item form, apart from the schema so that the guest's form renders without
 * downloading zod: the schema is loaded when the report is validated. The country code starts
 * at the hotel's, as a value rather than a hint, so a number typed alone is stored complete.
 */
export const EMPTY_LOST_ITEM_FORM: LostItemFormValues = {
  itemType: '',
  itemName: '',
  dateLost: '',
  locationLost: '',
  description: '',
  firstName: '',
  surname: '',
  email: '',
  phoneCode: HOTEL_DIAL_CODE,
  phoneNumber: '',
  country: '',
  stayDateFrom: '',
  stayDateUntil: '',
  colour: '',
  brand: '',
};
