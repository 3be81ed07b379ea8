import { toDateValue } from './dates';
import { GUEST_MESSAGE_WINDOW_MS, GUEST_MESSAGES_PER_HOUR } from './messages';

/**
 * The summary of a lost report's message thread (the report's `thread` map, written only by the
 * message functions: docs/data-model.md) and the figures read from it without reading any
 * message: the guest's rolling message window, how long a guest has waited for an answer, the
 * hotel's answer target, "usually answers within N hours", and the ownership check. The messages
 * themselves, their requests and limits are in messages.ts.
 */

/** The hotel's answer target when Settings give none (hours). */
export const DEFAULT_ANSWER_TARGET_HOURS = 24;
export const MIN_ANSWER_TARGET_HOURS = 1;
export const MAX_ANSWER_TARGET_HOURS = 168;
/**
 * "This hotel usually answers within N hours" needs at least this many first answers in the last
 * ANSWER_STATS_DAYS days: with fewer, one fast or slow answer would make the figure a promise
 * the hotel never made (docs/data-model.md).
 */
export const MIN_ANSWERS_FOR_MEDIAN = 5;
export const ANSWER_STATS_DAYS = 90;

/** What staff recorded about the ownership question. */
export interface OwnershipCheck {
  questionId: string;
  answered: boolean;
  checkedBy: { uid: string; name: string } | null;
  checkedAt: Date | null;
}

/**
 * The thread's summary on the lost report (`thread`), written only by the functions: it drives
 * the dashboard's unanswered count and waiting view without reading any message.
 */
export interface ThreadSummary {
  count: number;
  /** A guest message waits for the hotel's answer. */
  unanswered: boolean;
  /** The first guest message not yet answered; null when none waits. */
  waitingSince: Date | null;
  lastGuestAt: Date | null;
  lastStaffAt: Date | null;
  /** When the hotel first answered a guest message, and how long that took (ms). */
  firstAnswerAt: Date | null;
  firstAnswerMs: number | null;
  guestWindowStart: Date | null;
  guestWindowCount: number;
  ownership: OwnershipCheck | null;
}

// The times below go through toDateValue, which gives a Date (maybe Invalid Date) or null.
type Data = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The report's `thread` map (absent: no message yet). */
export function toThreadSummary(raw: unknown): ThreadSummary | null {
  if (!raw || typeof raw !== 'object') return null;
  const data = raw as Data;
  const own = data.ownership as Data | null | undefined;
  const checkedBy = own?.checkedBy as Data | null | undefined;
  return {
    count: typeof data.count === 'number' ? data.count : 0,
    unanswered: data.unanswered === true,
    waitingSince: toDateValue(data.waitingSince),
    lastGuestAt: toDateValue(data.lastGuestAt),
    lastStaffAt: toDateValue(data.lastStaffAt),
    firstAnswerAt: toDateValue(data.firstAnswerAt),
    firstAnswerMs: typeof data.firstAnswerMs === 'number' ? data.firstAnswerMs : null,
    guestWindowStart: toDateValue(data.guestWindowStart),
    guestWindowCount: typeof data.guestWindowCount === 'number' ? data.guestWindowCount : 0,
    ownership:
      own && typeof own.questionId === 'string'
        ? {
            questionId: own.questionId,
            answered: own.answered === true,
            checkedBy:
              checkedBy && typeof checkedBy.uid === 'string'
                ? { uid: checkedBy.uid, name: str(checkedBy.name) }
                : null,
            checkedAt: toDateValue(own.checkedAt),
          }
        : null,
  };
}

/**
 * Pure: the guest's message count in the current window after one more message, or null when the
 * limit is reached (GUEST_MESSAGES_PER_HOUR per report per rolling hour).
 */
export function nextGuestWindow(
  summary: Pick<ThreadSummary, 'guestWindowStart' | 'guestWindowCount'> | null,
  now: number,
): { start: number; count: number } | null {
  const start = summary?.guestWindowStart?.getTime() ?? 0;
  if (!summary || now - start >= GUEST_MESSAGE_WINDOW_MS) return { start: now, count: 1 };
  if (summary.guestWindowCount >= GUEST_MESSAGES_PER_HOUR) return null;
  return { start, count: summary.guestWindowCount + 1 };
}

/** Pure: how long (ms) the guest has waited for an answer; null when nothing waits. */
export function waitingMs(summary: ThreadSummary | null, now: number): number | null {
  if (!summary?.unanswered || !summary.waitingSince) return null;
  return Math.max(0, now - summary.waitingSince.getTime());
}

/** Pure: the waiting reports, longest wait first. */
export function byLongestWait<T extends { thread: ThreadSummary | null }>(
  items: readonly T[],
  now: number,
): T[] {
  return items
    .filter((item) => waitingMs(item.thread, now) !== null)
    .sort((a, b) => (waitingMs(b.thread, now) ?? 0) - (waitingMs(a.thread, now) ?? 0));
}

/** Pure: a wait past the hotel's target. */
export function isOverdue(waited: number | null, targetHours: number): boolean {
  return waited !== null && waited > targetHours * 60 * 60 * 1000;
}

/** The hotel's answer target from its settings (whole hours, bounded), else the default. */
export function answerTargetHours(settings: { answerTargetHours?: unknown } | undefined): number {
  const value = settings?.answerTargetHours;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_ANSWER_TARGET_HOURS &&
    value <= MAX_ANSWER_TARGET_HOURS
    ? value
    : DEFAULT_ANSWER_TARGET_HOURS;
}

/**
 * Pure: "usually answers within N hours": the median first-answer time, rounded up to whole
 * hours (at least 1), or null with fewer than MIN_ANSWERS_FOR_MEDIAN answers.
 */
export function usualAnswerHours(firstAnswerMs: readonly number[]): number | null {
  const values = firstAnswerMs.filter((ms) => Number.isFinite(ms) && ms >= 0).sort((a, b) => a - b);
  if (values.length < MIN_ANSWERS_FOR_MEDIAN) return null;
  const middle = Math.floor(values.length / 2);
  const median =
    values.length % 2 === 1
      ? values[middle]
      : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
  return Math.max(1, Math.ceil((median ?? 0) / (60 * 60 * 1000)));
}

/**
 * Pure: staff asked the ownership question and nobody has recorded checking the answer yet, so
 * the match may not be confirmed or handed over (confirmMatch, closeMatchPickedUp).
 */
export function ownershipUnchecked(summary: ThreadSummary | null): boolean {
  return summary?.ownership != null && summary.ownership.checkedBy === null;
}
