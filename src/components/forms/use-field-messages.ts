import { useDynamicT } from '@/i18n/use-dynamic-t';
import type { BoundInput, FormValues, SchemaForm } from './use-schema-form';

/** A bound input that shows its own message under it instead of only being marked red. */
export type MessagedInput<V = string> = Omit<BoundInput<V>, 'error'> & {
  error: string | undefined;
};

/**
 * For the forms that show each field's message under the field (the handover forms)
 * rather than one alert: `field` binds an input with the translated message key the schema gave
 * it at the last `check`; `message` reads one for a value that has no input of its own.
 */
export function useFieldMessages<T extends FormValues>({
  form,
  bind,
}: Pick<SchemaForm<T>, 'form' | 'bind'>) {
  const dt = useDynamicT();
  const message = (name: string): string | undefined => {
    const key = form.errors[name];
    return typeof key === 'string' ? dt(key) : undefined;
  };
  const field = <K extends Extract<keyof T, string>>(name: K): MessagedInput<T[K]> => ({
    ...bind(name),
    error: message(name),
  });
  return { field, message };
}
