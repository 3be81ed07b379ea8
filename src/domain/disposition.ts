import { z } from 'zod';
import { toDateValue } from './dates';
import {
  FINAL_FOUND_STATUSES,
  type Disposition,
  type DispositionKind,
  type Pickup,
  type Reversal,
} from './disposition-records';
import type { FoundItemStatus, UserClaims } from './entities';

/**
 * Final dispositions of a found item, besides the spec's discard and shipping:
 * returned in person, handed to the police (in a batch, by the createPoliceHandover function),
 * donated, destroyed. Each is a found-item status; an admin may revert any of them (except a
 * return that closed a match, which is final like shipping) back to pending with a reason.
 *
 * Who may do what (spec §6 roles): staff hand an item back to its owner at the desk (returned,
 * also as "picked up" for a confirmed match); disposing of someone's property (police, donated,
 * destroyed) is an admin's decision, like discard; reverting is for admins only.
 */
// What the stored records are (./disposition-records.ts, below ./entities) is read from here too.
export * from './disposition-records';

/** The dispositions a client writes for one item (firestore.rules foundDisposition). */
export const CLIENT_DISPOSITIONS = ['returned', 'donated', 'destroyed'] as const;
export type ClientDispositionKind = (typeof CLIENT_DISPOSITIONS)[number];

export const MAX_NOTE = 2000;

export function isFinalFoundStatus(status: string): status is DispositionKind {
  return (FINAL_FOUND_STATUSES as readonly string[]).includes(status);
}

/** Who may record each disposition (the rules and the functions check the same). */
export function mayDispose(
  kind: DispositionKind,
  claims: Pick<UserClaims, 'admin' | 'staff'>,
): boolean {
  return kind === 'returned' ? claims.admin || claims.staff : claims.admin;
}

/** A disposition ends an item on the shelf: pending and not part of a match. */
export function canDispose(found: { status: FoundItemStatus; matchId: string | null }): boolean {
  return found.status === 'pending' && found.matchId === null;
}

/** Admins revert a disposition, but not a pickup that closed a match (final like shipping). */
export function canRevertDisposition(found: {
  status: FoundItemStatus;
  matchId: string | null;
}): boolean {
  return isFinalFoundStatus(found.status) && found.matchId === null;
}

const name = z.string().trim().min(1, 'disposition.errors.name').max(500);
const note = z.string().trim().max(MAX_NOTE).default('');
/** The police handover's request (police-handover.ts) asks for the same name and note. */
export { name as dispositionByName, note as dispositionNote };

/** The form of one item's disposition (returned, donated, destroyed). */
export const dispositionInput = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('returned'),
      byName: name,
      recipientName: z.string().trim().min(1, 'disposition.errors.recipient').max(500),
      idChecked: z.boolean(),
      note,
    })
    .strict(),
  z.object({ kind: z.literal('donated'), byName: name, note }).strict(),
  z.object({ kind: z.literal('destroyed'), byName: name, note }).strict(),
]);
export type DispositionInput = z.input<typeof dispositionInput>;

export const revertInput = z
  .object({ reason: z.string().trim().min(1, 'disposition.errors.reason').max(MAX_NOTE) })
  .strict();

/** The guest collected a confirmed match in person (closeMatchPickedUp callable). */
export const pickupRequest = z
  .object({
    matchId: z.string().min(1).max(128),
    byName: name,
    recipientName: z.string().trim().min(1, 'disposition.errors.recipient').max(500),
    idChecked: z.boolean(),
    note,
  })
  .strict();
export type PickupRequest = z.input<typeof pickupRequest>;

type Data = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const map = (value: unknown): Data | null =>
  value && typeof value === 'object' ? (value as Data) : null;

export function toDisposition(value: unknown): Disposition | null {
  const data = map(value);
  if (!data || !isFinalFoundStatus(str(data.kind))) return null;
  const base = {
    at: toDateValue(data.at),
    byUid: str(data.byUid),
    byEmail: str(data.byEmail),
    byName: str(data.byName),
    note: str(data.note),
  };
  switch (data.kind) {
    case 'returned':
      return {
        ...base,
        kind: 'returned',
        recipientName: str(data.recipientName),
        idChecked: data.idChecked === true,
        matchId: str(data.matchId) || null,
      };
    case 'police':
      return {
        ...base,
        kind: 'police',
        handoverId: str(data.handoverId),
        station: str(data.station),
        receiptNumber: str(data.receiptNumber),
        date: str(data.date),
      };
    default:
      return { ...base, kind: data.kind as 'donated' | 'destroyed' };
  }
}

export function toReversal(value: unknown): Reversal | null {
  const data = map(value);
  if (!data || !isFinalFoundStatus(str(data.from))) return null;
  return {
    reason: str(data.reason),
    at: toDateValue(data.at),
    byUid: str(data.byUid),
    byEmail: str(data.byEmail),
    from: data.from as DispositionKind,
  };
}

export function toPickup(value: unknown): Pickup | null {
  const data = map(value);
  if (!data) return null;
  return {
    at: toDateValue(data.at),
    byUid: str(data.byUid),
    byEmail: str(data.byEmail),
    byName: str(data.byName),
    recipientName: str(data.recipientName),
    idChecked: data.idChecked === true,
    note: str(data.note),
  };
}

/** A one-line summary of a disposition for lists and the CSV (the labels come from the caller). */
export function dispositionSummary(
  disposition: Disposition | null | undefined,
  label: (kind: DispositionKind) => string,
): string {
  if (!disposition) return '';
  const parts = [label(disposition.kind)];
  if (disposition.kind === 'returned') parts.push(disposition.recipientName);
  if (disposition.kind === 'police')
    parts.push(
      [disposition.station, disposition.receiptNumber, disposition.date].filter(Boolean).join(' '),
    );
  parts.push(disposition.byName);
  if (disposition.note) parts.push(disposition.note);
  return parts.filter(Boolean).join(' / ');
}
