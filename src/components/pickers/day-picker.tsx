import type { DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { dayFromPicker, dayToPicker } from '@/domain/dates';
import { DatePickerInput } from './date-picker-input';

export type DayPickerProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & {
  /** The stored calendar day, `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (day: string) => void;
};

/**
 * Every date a person picks (dateLost, dateFound, stay dates, dashboard filters): a calendar day
 * in and out (`YYYY-MM-DD`, see dayFromPicker), never an instant, with a named clear button and
 * named previous/next buttons on every level of the calendar (month, year, decade). The level
 * buttons keep their visible text ("November 2026") as their name. One Tab stop: the clear
 * button is left out of the Tab order.
 */
export function DayPicker({
  value,
  onChange,
  clearButtonProps,
  ariaLabels,
  onKeyDown,
  ...props
}: DayPickerProps) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      valueFormat="YYYY-MM-DD"
      {...props}
      value={dayToPicker(value)}
      onChange={(picked) => onChange(dayFromPicker(picked))}
      onKeyDown={(event) => {
        // The keyboard's way to clear, since the clear button is not a Tab stop.
        if (props.clearable && (event.key === 'Backspace' || event.key === 'Delete')) onChange('');
        onKeyDown?.(event);
      }}
      // Not a Tab stop: a clerk tabbing from the date lands in the next field, not on its clear
      // button (a pointer or Backspace on the field clears it).
      clearButtonProps={{ 'aria-label': t('a11y.clearDate'), tabIndex: -1, ...clearButtonProps }}
      ariaLabels={{
        previousMonth: t('a11y.calendar.previousMonth'),
        nextMonth: t('a11y.calendar.nextMonth'),
        previousYear: t('a11y.calendar.previousYear'),
        nextYear: t('a11y.calendar.nextYear'),
        previousDecade: t('a11y.calendar.previousDecade'),
        nextDecade: t('a11y.calendar.nextDecade'),
        ...ariaLabels,
      }}
    />
  );
}
