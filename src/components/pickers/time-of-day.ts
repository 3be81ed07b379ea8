/**
 * A time of day as a person types it into one field, and as the field shows it back: stored as
 * `HH:MM` (24-hour, the police paperwork's form), shown in the language's own clock (24-hour in
 * Japanese, 12-hour with AM/PM in English).
 */

/** `HH:MM` from hours and minutes, or null when either is out of range. */
function hhmm(hours: number, minutes: number): string | null {
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * What a person typed as a time of day, as `HH:MM`; '' for nothing typed; null for text that is
 * not a time. Takes "14:30", "14.30", "1430", "930" (9:30), "9" (9:00), "2:30 pm", "2pm", "12am",
 * "14時30分", "午後2時", and full-width digits as a Japanese input method types them.
 */
export function parseTimeOfDay(typed: string): string | null {
  const text = typed.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return '';
  const meridiem = /(a\.?m\.?|p\.?m\.?|午前|午後)/.exec(text)?.[1];
  const rest = text
    .replace(/(a\.?m\.?|p\.?m\.?|午前|午後)/, '')
    .replace(/分$/, '')
    .trim();
  let hours: number;
  let minutes: number;
  const parts = /^(\d{1,2})\s*(?:[:.h時]\s*(\d{1,2})?)?$/.exec(rest);
  const digits = /^(\d{3,4})$/.exec(rest);
  if (parts) {
    hours = Number(parts[1]);
    minutes = Number(parts[2] ?? 0);
  } else if (digits?.[1]) {
    hours = Number(digits[1].slice(0, -2));
    minutes = Number(digits[1].slice(-2));
  } else {
    return null;
  }
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    const afternoon = meridiem.startsWith('p') || meridiem === '午後';
    hours = (hours % 12) + (afternoon ? 12 : 0);
  }
  return hhmm(hours, minutes);
}

/** Whether the language's own clock counts to 12 with AM/PM ("en") or to 24 ("ja"). */
export function usesTwelveHourClock(language: string): boolean {
  const cycle = new Intl.DateTimeFormat(language, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12';
}

/** A stored `HH:MM` as the field shows it: "14:30", or "2:30 PM" on a 12-hour clock. */
export function formatTimeOfDay(value: string, twelveHour: boolean): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match || !twelveHour) return value;
  const hours = Number(match[1]);
  return `${((hours + 11) % 12) + 1}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}
