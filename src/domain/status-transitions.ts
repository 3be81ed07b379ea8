import type { FoundItemStatus, LostItemStatus, MatchStatus, PackageSize } from './entities';

/**
 * Spec §4 as explicit tables. The data layer checks them inside its transactions, the UI uses them
 * to offer only possible actions, and firestore.rules enforces the same table.
 */
export type Role = 'admin' | 'privileged';

interface Transition<S extends string> {
  from: S;
  to: S;
  /** Who may make it (spec §6): 'privileged' is staff or admin. */
  role: Role;
  action: string;
}

/** One transition from each of several statuses. */
const fromEach = <S extends string>(froms: readonly S[], to: S, role: Role, action: string) =>
  froms.map((from): Transition<S> => ({ from, to, role, action }));

/** The statuses of a match still open: neither shipped nor picked up. */
const OPEN_MATCH_STATUSES: readonly MatchStatus[] = ['matched', 'pending', 'confirmed', 'on-hold'];

/** Lost reports and found items are matched, unmatched and picked up alike. */
export const LOST_ITEM_TRANSITIONS: readonly Transition<LostItemStatus>[] = [
  { from: 'pending', to: 'matched', role: 'admin', action: 'match' },
  { from: 'matched', to: 'pending', role: 'privileged', action: 'unmatch' },
  // The guest collected the item in person (closeMatchPickedUp function)
  { from: 'matched', to: 'returned', role: 'privileged', action: 'pickUp' },
];

export const FOUND_ITEM_TRANSITIONS: readonly Transition<FoundItemStatus>[] = [
  ...LOST_ITEM_TRANSITIONS,
  { from: 'pending', to: 'discarded', role: 'admin', action: 'discard' },
  { from: 'discarded', to: 'pending', role: 'admin', action: 'undoDiscard' },
  // Final dispositions and their admin revert with a reason
  { from: 'pending', to: 'returned', role: 'privileged', action: 'return' },
  { from: 'pending', to: 'donated', role: 'admin', action: 'donate' },
  { from: 'pending', to: 'destroyed', role: 'admin', action: 'destroy' },
  // only in a batch, by the createPoliceHandover function (rules refuse it from clients)
  { from: 'pending', to: 'police', role: 'admin', action: 'policeHandover' },
  ...fromEach(['returned', 'donated', 'destroyed', 'police'], 'pending', 'admin', 'revert'),
];

/**
 * Match statuses: 'pending' is a legacy status that behaves like 'matched'. Confirmation runs in
 * the confirmMatch function (it also notifies the guest), never as a direct client write.
 */
export const MATCH_TRANSITIONS: readonly Transition<MatchStatus>[] = [
  ...fromEach(['matched', 'pending', 'on-hold'], 'confirmed', 'privileged', 'confirm'),
  ...fromEach(['matched', 'pending', 'confirmed'], 'on-hold', 'privileged', 'hold'),
  // On hold awaits an admin's approval: approve is confirm above; release goes back.
  { from: 'on-hold', to: 'matched', role: 'admin', action: 'release' },
  ...fromEach(OPEN_MATCH_STATUSES, 'shipped', 'privileged', 'ship'),
  // Closed in person instead of shipped (closeMatchPickedUp function); final
  ...fromEach(['confirmed', 'on-hold'], 'picked-up', 'privileged', 'pickUp'),
];

export type ItemKind = 'lost-item' | 'found-item' | 'match';

const TABLES = {
  'lost-item': LOST_ITEM_TRANSITIONS,
  'found-item': FOUND_ITEM_TRANSITIONS,
  match: MATCH_TRANSITIONS,
} as const;

export interface TransitionContext {
  packageSize?: PackageSize | null;
}

/** The transition, if the table has it (and, for shipping, a package size is set). */
export function findTransition(
  kind: ItemKind,
  from: string,
  to: string,
  context: TransitionContext = {},
) {
  const table: readonly Transition<string>[] = TABLES[kind];
  const transition = table.find((t) => t.from === from && t.to === to);
  if (!transition) return undefined;
  if (kind === 'match' && to === 'shipped' && !context.packageSize) return undefined;
  return transition;
}

export function canTransition(
  kind: ItemKind,
  from: string,
  to: string,
  context: TransitionContext = {},
): boolean {
  return findTransition(kind, from, to, context) !== undefined;
}

/** Discard is offered only when the status is neither discarded nor matched (spec §4). */
export function canDiscard(found: { status: FoundItemStatus }): boolean {
  return found.status === 'pending';
}

export function canUndoDiscard(found: { status: FoundItemStatus }): boolean {
  return found.status === 'discarded';
}

/** Mark shipped: once a package size is set, and not if already shipped. */
export function canShip(match: { status: MatchStatus; packageSize: PackageSize | null }): boolean {
  return canTransition('match', match.status, 'shipped', { packageSize: match.packageSize });
}

export function canConfirm(match: { status: MatchStatus }): boolean {
  return canTransition('match', match.status, 'confirmed');
}

export function canHold(match: { status: MatchStatus }): boolean {
  return canTransition('match', match.status, 'on-hold');
}

/** An on-hold match awaits approval: an admin approves (confirm) or releases it (to matched). */
export function canRelease(match: { status: MatchStatus }): boolean {
  return canTransition('match', match.status, 'matched');
}

/** Only admins approve or release a held match; staff see the state. */
export function awaitsApproval(match: { status: MatchStatus }): boolean {
  return match.status === 'on-hold';
}

/** A matched match with no package size prompts for one (spec §4). */
export function needsPackageSize(match: {
  status: MatchStatus;
  packageSize: PackageSize | null;
}): boolean {
  return match.status === 'matched' && !match.packageSize;
}

/** Shipped and picked up are the final match statuses: nothing changes after them. */
export const FINAL_MATCH_STATUSES: readonly MatchStatus[] = ['shipped', 'picked-up'];

export function isFinalMatch(match: { status: MatchStatus }): boolean {
  return FINAL_MATCH_STATUSES.includes(match.status);
}

/** A confirmed (or on-hold) match can be closed "picked up" when the guest comes in person. */
export function canPickUp(match: { status: MatchStatus }): boolean {
  return canTransition('match', match.status, 'picked-up');
}

/** Package details can be edited until the match is shipped (or picked up). */
export function canEditPackage(match: { status: MatchStatus }): boolean {
  return !isFinalMatch(match);
}

/**
 * Shipped is final: a match can be removed (unmatch, or deletion of one of its items) only before
 * it is shipped, so the shipping record stays. firestore.rules (matches delete) mirror this list.
 */
export const UNMATCHABLE_STATUSES = OPEN_MATCH_STATUSES;

export function canUnmatch(match: { status: MatchStatus }): boolean {
  return UNMATCHABLE_STATUSES.includes(match.status);
}

/** The item summaries and the destination kept on a match follow item edits until shipping. */
export function canEditSummaries(match: { status: MatchStatus }): boolean {
  return !isFinalMatch(match);
}

/** The dashboard's matched tab (spec §4); the shipped tab lists 'shipped'. */
export const DASHBOARD_MATCHED_STATUSES = OPEN_MATCH_STATUSES;

/** Match status labels are translated; on-hold uses the key onHold (spec §9). */
export function matchStatusKey(status: MatchStatus): `matchStatus.${string}` {
  if (status === 'picked-up') return 'matchStatus.pickedUp';
  return status === 'on-hold' ? 'matchStatus.onHold' : `matchStatus.${status}`;
}
