import { formatDate } from '@/domain/dates';
import { policeListFeatures, type PoliceListItem } from '@/domain/police-list';
import { formatYen } from '@/domain/police-paperwork';
import type { BilingualT } from '@/i18n/use-bilingual';

/** The list's columns in order, each printed and exported under a heading in both languages. */
export const COLUMNS = [
  'no',
  'item',
  'quantity',
  'cash',
  'found',
  'place',
  'handedIn',
  'finder',
  'rights',
] as const;
export type Column = (typeof COLUMNS)[number];

/** The place found, a room written as a room ("客室 502号室 / Room 502"); older lists as kept. */
function placeOf(item: PoliceListItem, both: BilingualT): string {
  const parts = [
    item.roomNumber && both('policePaperwork.list.room', { room: item.roomNumber }),
    item.hotelComplex,
    item.otherLocation,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('\n') : item.place;
}
/** The cells of one row, as printed and exported. */
export function rowOf(
  item: PoliceListItem,
  index: number,
  both: BilingualT,
  itemLabel: (item: PoliceListItem) => string,
  dateLabels: { missing: string; invalid: string },
): Record<Column, string> {
  const notRecorded = both('policePaperwork.list.notRecorded');
  const yesNo = (value: boolean) =>
    both(value ? 'policePaperwork.list.yes' : 'policePaperwork.list.no');
  // The date and time found; a time nobody recorded is said to be so, not left out.
  const dateFound = formatDate(item.dateFound, 'ja', dateLabels);
  const found = item.timeFound
    ? `${dateFound} ${item.timeFound}`
    : `${dateFound}\n${both('policePaperwork.list.timeNotRecorded')}`;
  const rights = item.guestFinder
    ? [
        ...(['expenses', 'reward', 'ownership'] as const).map(
          (right) =>
            `${both(`policePaperwork.rights.${right}`)}: ${yesNo(item.finderRights[right])}`,
        ),
        `${both('policePaperwork.rights.nameToOwner')}: ${both(
          item.finderRights.nameToOwner
            ? 'policePaperwork.list.consentYes'
            : 'policePaperwork.list.consentNo',
        )}`,
      ].join('\n')
    : '—';
  const finder = item.guestFinder
    ? [item.finder, item.finderContact || notRecorded].join('\n')
    : // Before the finder's kind was kept, the list printed the name alone.
      item.handedInAt === null
      ? item.finder
      : [both('policePaperwork.list.staffFinder'), item.finder].filter(Boolean).join('\n');
  return {
    no: String(index + 1),
    item: [itemLabel(item), policeListFeatures(item, 'ja')].filter(Boolean).join('\n'),
    // Each found item is registered as one article (a set, such as keys on a ring, is one).
    quantity: '1',
    cash: item.cashValue ? formatYen(item.cashValue) : '—',
    found,
    place: placeOf(item, both),
    handedIn: item.handedInAt ? formatDate(item.handedInAt, 'ja', dateLabels, true) : notRecorded,
    finder,
    rights,
  };
}
