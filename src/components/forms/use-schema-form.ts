import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { firstErrorKeyOf, type ValidationKey } from '@/domain/schemas/validation';

/** A schema of src/domain/schemas (zod implements Standard Schema, which @mantine/form reads). */
export type FormSchema = Parameters<typeof schemaResolver>[0];

/** What one input of a form takes: its value and change, its invalid mark, and whether it is off. */
export interface BoundInput<V = string> {
  value: V;
  onChange: (valueOrEvent: unknown) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error: true | undefined;
  disabled: boolean;
}

export type Bind<K extends string> = (name: K) => BoundInput;

/** A form's values: text fields are strings; a number input's field holds `number | ''`. */
export type FormValues = Record<string, string | number>;

export interface SchemaForm<T extends FormValues> {
  form: UseFormReturnType<T>;
  /** Binds one field to its input: invalid fields are marked red, the message is the form's alert. */
  bind: <K extends Extract<keyof T, string>>(name: K) => BoundInput<T[K]>;
  /**
   * Checks `stored` (the values as they will be stored) with `schema` (spec §5): marks the fields
   * it blames, and any listed in `together` beside a blamed one (the three location fields fail
   * as one), and returns the one message key of spec §8 for the alert, or null when it passed.
   */
  check: (
    schema: FormSchema,
    stored: Record<string, unknown>,
    together?: readonly (readonly string[])[],
  ) => ValidationKey | null;
}

/**
 * The item forms' state (@mantine/form) with the domain's zod schema as the validator. The schema
 * is passed at submit rather than at creation, so that a page can load zod only when it is needed
 * (the guest's report form). Inputs are off while `disabled`; a form on a page rendered at build
 * time keeps them off while it hydrates by holding them in `UntilHydrated`.
 */
export function useSchemaForm<T extends FormValues>(
  initialValues: T,
  disabled: boolean,
): SchemaForm<T> {
  const form = useForm<T>({ mode: 'controlled', initialValues });

  const bind: SchemaForm<T>['bind'] = (name) => {
    const { value, onChange, onFocus, onBlur } = form.getInputProps(name) as {
      value: T[typeof name];
      onChange: (valueOrEvent: unknown) => void;
      onFocus?: () => void;
      onBlur?: () => void;
    };
    return {
      value,
      onChange,
      onFocus,
      onBlur,
      error: form.errors[name] ? true : undefined,
      disabled,
    };
  };

  const check: SchemaForm<T>['check'] = (schema, stored, together = []) => {
    const errors = schemaResolver<true>(schema, { sync: true })(stored);
    for (const group of together) {
      const blamed = group.find((field) => field in errors);
      if (blamed) for (const field of group) errors[field] ??= errors[blamed];
    }
    form.setErrors(errors);
    return firstErrorKeyOf(Object.values(errors).map(String));
  };

  return { form, bind, check };
}
