import { extractStyleProps, Input, InputBase } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  loadedPicker,
  loadPicker,
  loadPickerLocale,
  pickerLocale,
  pickerLocaleLoaded,
  type PickerComponent,
} from './load-date-picker';

function showDate(value: DatePickerInputProps['value']): string {
  if (!value) return '';
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/**
 * Mantine's `DatePickerInput` (same props), loaded when first needed: until then an identical
 * looking field button stands in. Pointing at or focusing it fetches the picker; a click or a key
 * opens it as soon as it is there; a field that already holds a date loads it at once (so it shows
 * its clear button). Only the `YYYY-MM-DD` value format is shown by the stand-in.
 */
export function DatePickerInput(props: DatePickerInputProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [Picker, setPicker] = useState<PickerComponent | null>(() => loadedPicker());
  const openWhenLoaded = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const hasValue = Boolean(props.value);
  // A language chosen after the picker was fetched: its names are fetched, then shown.
  const [, setLocaleReady] = useState('');
  useEffect(() => {
    if (!Picker || pickerLocaleLoaded(language)) return;
    let active = true;
    void loadPickerLocale(language).then(() => active && setLocaleReady(language));
    return () => {
      active = false;
    };
  }, [Picker, language]);

  useEffect(() => {
    if (Picker || !hasValue) return;
    let active = true;
    void loadPicker(language).then((component) => active && setPicker(() => component));
    return () => {
      active = false;
    };
  }, [Picker, hasValue, language]);

  useEffect(() => {
    if (!Picker || !openWhenLoaded.current) return;
    openWhenLoaded.current = false;
    button.current?.focus();
    button.current?.click();
  }, [Picker]);

  // The calendar's month and day names in the page's language (dayjs's locale, loaded with the
  // picker: loadPicker).
  if (Picker) return <Picker locale={pickerLocale(language)} {...props} ref={button} />;

  const open = () => {
    openWhenLoaded.current = true;
    void loadPicker(language).then((component) => setPicker(() => component));
  };
  const text = showDate(props.value);
  // Its size as the picker's (w, miw, flex ...): a stand-in without it was as narrow as its
  // placeholder (the dashboard's date filters, about 40 px).
  const { styleProps } = extractStyleProps(props);
  return (
    <InputBase
      {...styleProps}
      component="button"
      type="button"
      pointer
      label={props.label}
      description={props.description}
      withAsterisk={props.withAsterisk}
      required={props.required}
      error={props.error}
      disabled={props.disabled}
      size={props.size}
      className={props.className}
      style={props.style}
      onPointerEnter={() => void loadPicker(language)}
      onFocus={() => void loadPicker(language)}
      onClick={open}
    >
      {text || <Input.Placeholder>{props.placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
