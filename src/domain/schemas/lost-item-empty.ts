import type { LostItemFormValues } from './lost-item';

/**
 * The empty lost-item form, apart from the schema so that the guest's form renders without
 * downloading zod: the schema is loaded when the report is validated.
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
  phoneCode: '',
  phoneNumber: '',
  country: '',
  stayDateFrom: '',
  stayDateUntil: '',
  colour: '',
  brand: '',
};
