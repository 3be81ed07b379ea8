import { useState } from 'react';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { storedValues } from './item-values';
import { useFormAction } from './use-form-action';
import {
  useSchemaForm,
  type FormSchema,
  type FormValues,
  type SchemaForm,
} from './use-schema-form';

type ItemValues = FormValues & { itemType: string; country: string };

export interface EditFlowOptions<T extends ItemValues> {
  /** The item's values as the form shows them, read again each time the dialog opens. */
  valuesOf: () => T;
  /** The schema the values as stored must pass, and the fields that fail as one (useSchemaForm). */
  schema: FormSchema;
  together?: readonly (readonly string[])[];
  /** Whatever else the dialog starts afresh when it opens (the photos of a found item). */
  onOpen?: () => void;
  /** Saves the checked values, as they are stored. */
  write: (stored: T) => Promise<string | void>;
  /** What the reader is told of a failure. */
  failed: (failure: unknown) => string;
}

export interface EditFlow<T extends ItemValues> extends SchemaForm<T> {
  /** True while the save runs: the dialog's inputs and buttons are off. */
  busy: boolean;
  /** What <EditDialog> takes from the flow: open, close, the last failure, saving, save. */
  dialog: {
    opened: boolean;
    onOpen: () => void;
    onClose: () => void;
    error: string | null;
    saving: boolean;
    onSave: () => void;
  };
}

/**
 * An item's edit dialog (found and lost items): opening starts from the item as it is now, Save
 * checks the values with the item form's schema and saves them; a failure keeps every typed field
 * and the dialog open, a success closes it.
 */
export function useEditFlow<T extends ItemValues>(options: EditFlowOptions<T>): EditFlow<T> {
  const dt = useDynamicT();
  const [opened, setOpened] = useState(false);
  const action = useFormAction();
  const schemaForm = useSchemaForm(options.valuesOf(), action.busy);
  const { form, check } = schemaForm;

  const open = () => {
    form.setValues(options.valuesOf());
    options.onOpen?.();
    form.clearErrors();
    action.clear();
    setOpened(true);
  };

  async function save() {
    const stored = storedValues(form.getValues(), dt);
    const key = check(options.schema, stored, options.together);
    if (key) return action.fail(dt(`errors.${key}`));
    const saved = await action.run(() => options.write(stored), options.failed);
    if (saved) setOpened(false);
  }

  return {
    ...schemaForm,
    busy: action.busy,
    dialog: {
      opened,
      onOpen: open,
      onClose: () => setOpened(false),
      error: action.feedback?.text ?? null,
      saving: action.busy,
      onSave: () => void save(),
    },
  };
}
