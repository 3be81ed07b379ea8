import type { DatePickerInputProps } from '@mantine/dates';
import type { ComponentType, Ref } from 'react';

export type PickerComponent = ComponentType<
  DatePickerInputProps & { ref?: Ref<HTMLButtonElement> }
>;

let loaded: PickerComponent | null = null;
let loading: Promise<PickerComponent> | null = null;

/** Mantine's date picker (about 20 KB gz with dayjs), fetched once, when a date field is used. */
export function loadPicker(): Promise<PickerComponent> {
  loading ??= import('@mantine/dates').then((module) => {
    loaded = module.DatePickerInput as PickerComponent;
    return loaded;
  });
  return loading;
}

/** The picker if it has been fetched already. */
export function loadedPicker(): PickerComponent | null {
  return loaded;
}
