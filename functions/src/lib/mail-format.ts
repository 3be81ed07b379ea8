import type { Language } from '../../../src/domain/language';

/**
 * Dates in a guest mail, in the mail's language's own format (docs/i18n.md, "Dates and numbers"):
 * "December 3, 2026", "2026年12月3日", "2026년 12월 3일". (No guest mail shows an amount: the
 * postage is quoted on /status only.)
 */

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A calendar day (`YYYY-MM-DD`, a date with no time zone, such as a retention due date) written
 * in `language`. It is read as UTC midnight and written in UTC, so the day is the same on a
 * server in any time zone. Text that is not such a day (never expected) is returned as it is.
 */
export function mailDay(language: Language, day: string): string {
  const match = CALENDAR_DAY.exec(day.trim());
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== day.trim()) return day;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  return format.format(date);
}
