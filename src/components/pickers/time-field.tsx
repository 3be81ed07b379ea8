import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay, parseTimeOfDay, usesTwelveHourClock } from './time-of-day';

export type TimeFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The stored time, `HH:MM` (24-hour), or '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A time of day in one text field, one Tab stop (the browser's time input is one stop per hour,
 * minute and AM/PM, and a clerk tabbing through typed into the wrong fields). Typed as the person
 * likes ("14:30", "1430", "2:30 pm", "14時30分"); the form holds `HH:MM` as soon as the text reads
 * as a time (so Enter submits it without leaving the field), else the text as typed, which the
 * form's check refuses. Leaving the field shows the time in the language's own clock.
 */
export function TimeField({ value, onChange, onBlur, placeholder, ...props }: TimeFieldProps) {
  const { i18n } = useTranslation();
  const twelveHour = usesTwelveHourClock(i18n.language);
  const shown = formatTimeOfDay(value, twelveHour);
  // What is being typed, while it differs from the stored value shown back.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed !== null && (parseTimeOfDay(typed) ?? typed) === value ? typed : shown;
  return (
    <TextInput
      inputMode="text"
      autoComplete="off"
      // An example in the field's own clock: "14:30", or "2:30 PM".
      placeholder={placeholder ?? formatTimeOfDay('14:30', twelveHour)}
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        onChange(parseTimeOfDay(next) ?? next);
      }}
      onBlur={(event) => {
        setTyped(null);
        onBlur?.(event);
      }}
    />
  );
}
