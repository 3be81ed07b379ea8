import type { DateValue } from './dates';
import type { HotelId } from './entities';

/**
 * The activity log (activity/{id}, docs/data-model.md): one entry per state change of a lost
 * report, found item, match or user, as the app reads it after conversion (records.ts).
 */

export const ACTIVITY_ACTIONS = [
  'matched',
  'unmatched',
  'deleted',
  'discarded',
  'undiscarded',
  'confirmed',
  'on-hold',
  'shipped',
  'package-updated',
  'viewed',
  'marked-unread',
  'edited',
  'released',
  'claims-changed',
  // an admin disabled an account (its sessions ended with it) or enabled it again
  'account-disabled',
  'account-enabled',
  'paid',
  // an admin let an item the shipping rules refuse be shipped, with a reason
  'shipping-override',
  // Final dispositions of a found item, their admin revert, and in-person pickups
  'returned',
  'police',
  'donated',
  'destroyed',
  'reverted',
  'picked-up',
  // staff verified a guest's email address another way (docs/trust-model.md)
  'email-verified',
  // guest data retention: a guest's erasure request, and the erasure of a report's personal data
  'erasure-requested',
  'erased',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export type ActivityTarget = 'lost-item' | 'found-item' | 'match' | 'user';

export interface ActivityEntry {
  id: string;
  hotelId: HotelId;
  targetType: ActivityTarget;
  targetId: string;
  action: ActivityAction;
  from: string | null;
  to: string | null;
  actorUid: string;
  actorEmail: string;
  at: DateValue;
  /** Why it was done, where the change records one (a reverted disposition); '' otherwise. */
  reason: string;
}
