import { calendarDay, dayNumber, isoOfDayNumber } from './retention';

/**
 * The police paperwork of Japan's Lost Property Act (遺失物法) and its enforcement rules (art. 26):
 * what the facility's submission (提出書) and a guest finder's receipt (預り書) must say, the rights
 * the facility and a finder may claim, and the one-week submission limit for items the facility's
 * own staff found. docs/police-handover.md explains the law and the decisions.
 */

/**
 * What a finder (or the facility) claims: the expenses of keeping the item (費用), the reward
 * (報労金), ownership if the owner is not found (所有権); and, for a finder only, consent that
 * their name and contact be told to the owner (氏名等告知の同意).
 */
export interface FinderRights {
  expenses: boolean;
  reward: boolean;
  ownership: boolean;
  nameToOwner: boolean;
}
export const FINDER_RIGHTS = ['expenses', 'reward', 'ownership', 'nameToOwner'] as const;
export const NO_FINDER_RIGHTS: FinderRights = {
  expenses: false,
  reward: false,
  ownership: false,
  nameToOwner: false,
};

/** The facility's claims (a hotel setting): the finder's rights without the consent. */
export type FacilityClaims = Omit<FinderRights, 'nameToOwner'>;
export const FACILITY_CLAIMS = ['expenses', 'reward', 'ownership'] as const;

/**
 * hotels/{id}.settings.police: what the paperwork prints about the facility, the facility's
 * claims, and whether the Due view warns of the one-week submission limit.
 */
export interface PoliceSettings {
  /** The facility's postal address (所在地). */
  address: string;
  phone: string;
  /** The facility occupant (施設占有者): the manager named on the paperwork. */
  occupant: string;
  claims: FacilityClaims;
  /** Warn of the one-week limit for staff-found items (off for hotels that return directly). */
  weekLimit: boolean;
}
export const DEFAULT_POLICE_SETTINGS: PoliceSettings = {
  address: '',
  phone: '',
  occupant: '',
  claims: { expenses: false, reward: false, ownership: false },
  weekLimit: false,
};

type Data = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const map = (value: unknown): Data => (value && typeof value === 'object' ? (value as Data) : {});

export function toFinderRights(value: unknown): FinderRights {
  const data = map(value);
  return {
    expenses: data.expenses === true,
    reward: data.reward === true,
    ownership: data.ownership === true,
    nameToOwner: data.nameToOwner === true,
  };
}

export function toPoliceSettings(value: unknown): PoliceSettings {
  const data = map(value);
  const claims = map(data.claims);
  return {
    address: str(data.address),
    phone: str(data.phone),
    occupant: str(data.occupant),
    claims: {
      expenses: claims.expenses === true,
      reward: claims.reward === true,
      ownership: claims.ownership === true,
    },
    weekLimit: data.weekLimit === true,
  };
}

/**
 * The item was handed in by someone who is not hotel staff (a guest, a contractor): the form names
 * them in "Found by (not hotel staff)". Only then does a finder have rights of their own to record
 * and a receipt to be given.
 */
export function handedInByGuest(item: { foundByNonHotelStaff: string }): boolean {
  return item.foundByNonHotelStaff.trim() !== '';
}

/** Days after the day found within which the facility submits an item its staff found. */
export const POLICE_SUBMISSION_DAYS = 7;
/** The Due view lists items overdue by up to this many days (older ones are long past saving). */
export const POLICE_OVERDUE_SHOWN_DAYS = 30;

export interface PoliceDeadline {
  /** `YYYY-MM-DD`: the last day to submit (the day found plus seven). */
  deadline: string;
  /** Negative when overdue, 0 on the last day. */
  daysLeft: number;
  state: 'overdue' | 'today' | 'soon';
}

/** The submission deadline of an item staff found, or null without a valid date found. */
export function policeDeadline(
  item: { dateFound: string },
  now: Date,
  timeZone?: string,
): PoliceDeadline | null {
  const found = dayNumber(item.dateFound);
  const today = dayNumber(calendarDay(now, timeZone));
  if (found === null || today === null) return null;
  const deadline = found + POLICE_SUBMISSION_DAYS;
  const daysLeft = deadline - today;
  return {
    deadline: isoOfDayNumber(deadline),
    daysLeft,
    state: daysLeft < 0 ? 'overdue' : daysLeft === 0 ? 'today' : 'soon',
  };
}

/** The earliest date found the police section reads (older items are not listed). */
export function earliestPoliceDueDay(now: Date, timeZone?: string): string {
  const today = dayNumber(calendarDay(now, timeZone)) ?? 0;
  return isoOfDayNumber(today - POLICE_SUBMISSION_DAYS - POLICE_OVERDUE_SHOWN_DAYS);
}

/**
 * The items whose one-week limit is running: pending, not deleted, found by staff (a guest
 * finder's item has its own limits), unmatched (a matched item goes back to its owner), found
 * from earliestPoliceDueDay on; earliest deadline first.
 */
export function policeDueItems<
  T extends {
    id: string;
    dateFound: string;
    status: string;
    matchId: string | null;
    foundByNonHotelStaff: string;
    deleted?: boolean;
  },
>(items: readonly T[], now: Date, timeZone?: string): { item: T; deadline: PoliceDeadline }[] {
  const earliest = earliestPoliceDueDay(now, timeZone);
  return items
    .filter(
      (item) =>
        item.status === 'pending' &&
        !item.deleted &&
        item.matchId === null &&
        !handedInByGuest(item) &&
        item.dateFound >= earliest,
    )
    .map((item) => ({ item, deadline: policeDeadline(item, now, timeZone) }))
    .filter((row): row is { item: T; deadline: PoliceDeadline } => row.deadline !== null)
    .sort(
      (a, b) =>
        a.deadline.daysLeft - b.deadline.daysLeft ||
        (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0),
    );
}

/**
 * A cash value as yen: "3000", "3,000", "¥3000" or "3000円" become 3000; anything else (a note
 * such as "USD 20 and coins") is null and printed as typed.
 */
export function yenAmount(cash: string): number | null {
  const plain = cash
    .trim()
    .replace(/^[¥￥]/, '')
    .replace(/円$/, '')
    .replace(/[,，]/g, '')
    .trim();
  if (!/^\d{1,12}$/.test(plain)) return null;
  return Number(plain);
}

/** "3,000円" (the paperwork's form), or the text as typed when it is not an amount of yen. */
export function formatYen(cash: string): string {
  const amount = yenAmount(cash);
  return amount === null ? cash.trim() : `${amount.toLocaleString('ja-JP')}円`;
}

/** `HH:MM` (24-hour) or '' for a time found that was not recorded. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Rows of the police list in the order found (date, then time; an unknown time after the day's
 * known ones), ties in the order they were given.
 */
export function inFoundOrder<T extends { dateFound: string; timeFound?: string }>(
  items: readonly T[],
): T[] {
  const key = (item: T) => `${item.dateFound}T${item.timeFound || '99:99'}`;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) =>
      key(a.item) < key(b.item) ? -1 : key(a.item) > key(b.item) ? 1 : a.index - b.index,
    )
    .map(({ item }) => item);
}
