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
 * buttons keep their visible text ("November 2026") as their name.
 */
export function DayPicker({
  value,
  onChange,
  clearButtonProps,
  ariaLabels,
  ...props
}: DayPickerProps) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      valueFormat="YYYY-MM-DD"
      {...props}
      value={dayToPicker(value)}
      onChange={(picked) => onChange(dayFromPicker(picked))}
      clearButtonProps={{ 'aria-label': t('a11y.clearDate'), ...clearButtonProps }}
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
