import type { DateValue } from './dates';

/**
 * What a found item's disposition, an admin's reversal of one and a guest's in-person pickup
 * record: the stored shapes entities.ts is made of. The rules about them are in ./disposition.ts
 * (which imports the entities: these shapes live below both, so no import goes back up).
 */
export const FINAL_FOUND_STATUSES = ['returned', 'police', 'donated', 'destroyed'] as const;
export type DispositionKind = (typeof FINAL_FOUND_STATUSES)[number];

interface DispositionBase {
  at: DateValue;
  byUid: string;
  byEmail: string;
  /** The staff member who handed the item over or disposed of it, as typed. */
  byName: string;
  note: string;
}

export type Disposition =
  | (DispositionBase & {
      kind: 'returned';
      recipientName: string;
      idChecked: boolean;
      /** The match closed as picked up, or null for a return without a match. */
      matchId: string | null;
    })
  | (DispositionBase & {
      kind: 'police';
      handoverId: string;
      station: string;
      receiptNumber: string;
      /** `YYYY-MM-DD`: the day of the handover. */
      date: string;
    })
  | (DispositionBase & { kind: 'donated' | 'destroyed' });

export interface Reversal {
  reason: string;
  at: DateValue;
  byUid: string;
  byEmail: string;
  /** The status that was reverted. */
  from: DispositionKind;
}

/** What a guest's in-person pickup records on the match (status 'picked-up'). */
export interface Pickup {
  at: DateValue;
  byUid: string;
  byEmail: string;
  byName: string;
  recipientName: string;
  idChecked: boolean;
  note: string;
}
