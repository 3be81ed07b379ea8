import type { FoundItem, Match } from './entities';
import { matchConfirmedForGuest } from './guest-status';
import { dueInfo, type Retention } from './retention';

/**
 * Disposal reminder: when a hotel turns it on, the guest of a confirmed or
 * on-hold match gets one mail when the found item's retention due date is this many days away
 * or less (or already past), so they can arrange the return before the item may be disposed of.
 * Three days: the same window as the dashboard's "due soon" (retention DUE_SOON_DAYS), and
 * enough for a guest abroad to answer by mail before the date.
 */
export const DISPOSAL_REMINDER_DAYS = 3;

/** Matches whose item is still waiting for the guest (not shipped or picked up). */
export const REMINDER_MATCH_STATUSES = ['confirmed', 'on-hold'] as const;

/**
 * Pure: a match whose guest may get a reminder: confirmed, or on hold after it was confirmed
 * (held straight from 'matched', the guest was never told the item is theirs).
 */
export function awaitsGuestReturn(match: Pick<Match, 'status' | 'confirmedAt'>): boolean {
  return (
    (REMINDER_MATCH_STATUSES as readonly string[]).includes(match.status) &&
    matchConfirmedForGuest(match)
  );
}

export interface ReminderCandidate {
  matchId: string;
  lostItemId: string;
  foundItemId: string;
  dueDate: string;
  daysLeft: number;
}

/**
 * Pure: the matches of one hotel that need a reminder now. The caller skips those already
 * reminded (the mail id disposal-reminder-{matchId} exists) and those the hotel may not mail.
 */
export function reminderCandidates(
  matches: readonly Pick<Match, 'id' | 'status' | 'confirmedAt' | 'lostItemId' | 'foundItemId'>[],
  foundById: ReadonlyMap<
    string,
    Pick<FoundItem, 'itemType' | 'dateFound' | 'status' | 'deleted' | 'matchId'>
  >,
  retention: Retention,
  now: Date,
  timeZone?: string,
): ReminderCandidate[] {
  return matches.flatMap((match) => {
    if (!awaitsGuestReturn(match)) return [];
    const found = foundById.get(match.foundItemId);
    if (!found || found.deleted || found.status !== 'matched' || found.matchId !== match.id)
      return [];
    const due = dueInfo(found, retention, now, timeZone);
    if (!due || due.daysLeft > DISPOSAL_REMINDER_DAYS) return [];
    return [
      {
        matchId: match.id,
        lostItemId: match.lostItemId,
        foundItemId: match.foundItemId,
        dueDate: due.dueDate,
        daysLeft: due.daysLeft,
      },
    ];
  });
}

/** The mail's idempotent id: one reminder per match, ever. */
export const disposalReminderMailId = (matchId: string) => `disposal-reminder-${matchId}`;
