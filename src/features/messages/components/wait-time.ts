import type { DynamicT } from '@/i18n/use-dynamic-t';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** A wait as people say it: minutes under an hour, hours under two days, then days. */
export function formatWait(ms: number, dt: DynamicT): string {
  if (ms < HOUR)
    return dt('messages.duration.minutes', { count: Math.max(1, Math.floor(ms / MINUTE)) });
  if (ms < 48 * HOUR) return dt('messages.duration.hours', { count: Math.floor(ms / HOUR) });
  return dt('messages.duration.days', { count: Math.floor(ms / (24 * HOUR)) });
}
