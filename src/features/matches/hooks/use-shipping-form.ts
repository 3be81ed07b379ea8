import { useState } from 'react';
import { useSchemaForm, type SchemaForm } from '@/components/forms/use-schema-form';
import {
  EMPTY_SHIPPING_FORM,
  shippingInputSchema,
  toShippingInput,
  type ShippingFormValues,
  type ShippingInput,
} from '@/domain/schemas/shipping';
import type { ValidationKey } from '@/domain/schemas/validation';

export interface ShippingForm extends SchemaForm<ShippingFormValues> {
  /** The values as the ship write takes them. */
  input: ShippingInput;
  /** Why the last check refused the values (shown under the fields), or null. */
  problem: ValidationKey | null;
  /** Checks the values with the domain schema: the input to ship with, or null (field marked). */
  checked: () => ShippingInput | null;
}

/** What staff give as they mark a match shipped: carrier, number, phone agreement. */
export function useShippingForm(disabled: boolean): ShippingForm {
  const schemaForm = useSchemaForm(EMPTY_SHIPPING_FORM, disabled);
  const [problem, setProblem] = useState<ValidationKey | null>(null);
  const input = toShippingInput(schemaForm.form.getValues());
  const checked = () => {
    const key = schemaForm.check(shippingInputSchema, input);
    setProblem(key);
    return key ? null : input;
  };
  // The message goes once the user changes the field it was about (the form clears its error).
  const shown = Object.keys(schemaForm.form.errors).length > 0 ? problem : null;
  return { ...schemaForm, input, problem: shown, checked };
}
