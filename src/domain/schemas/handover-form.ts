import type { ClientDispositionKind, DispositionInput } from '../disposition';
import type { PoliceHandoverRequest } from '../police-handover';

/**
 * The handover forms (a disposition, a police handover) hold strings, as every schema
 * form does: the ID check is 'true' or ''. The functions below build from them what the domain's
 * schemas (dispositionInput, policeHandoverRequest) check and the writes store.
 */
export type HandoverFormValues = {
  byName: string;
  recipientName: string;
  idChecked: string;
  note: string;
};

export type PoliceHandoverFormValues = HandoverFormValues & {
  /** `YYYY-MM-DD`: the day of the handover. */
  date: string;
  station: string;
  receiptNumber: string;
};

export function emptyHandoverForm(byName: string, recipientName = ''): HandoverFormValues {
  return { byName, recipientName, idChecked: '', note: '' };
}

export function emptyPoliceHandoverForm(byName: string, date: string): PoliceHandoverFormValues {
  return { ...emptyHandoverForm(byName), date, station: '', receiptNumber: '' };
}

/** The ID check's form value as stored (a boolean), and back. */
export const isIdChecked = (value: string): boolean => value === 'true';
export const idCheckedValue = (checked: boolean): string => (checked ? 'true' : '');

/** One item's disposition: only a return names the recipient and the ID check. */
export function dispositionInputOf(
  kind: ClientDispositionKind,
  { byName, recipientName, idChecked, note }: HandoverFormValues,
): DispositionInput {
  return kind === 'returned'
    ? { kind, byName, recipientName, idChecked: isIdChecked(idChecked), note }
    : { kind, byName, note };
}

/** The police handover of `itemIds` (no recipient: the station and receipt number stand for it). */
export function policeHandoverRequestOf(
  hotelId: string,
  itemIds: string[],
  { date, station, receiptNumber, byName, note }: PoliceHandoverFormValues,
): PoliceHandoverRequest {
  return { hotelId, itemIds, date, station, receiptNumber, byName, note };
}
