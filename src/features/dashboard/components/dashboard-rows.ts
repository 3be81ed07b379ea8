import { paths } from '@/config/paths';
import { countryName } from '@/domain/countries';
import {
  contactOf,
  dateKey,
  foundLocationOf,
  ownerOf,
  type DashboardTab,
  type SortValue,
} from '@/domain/dashboard';
import {
  foundItemHaystack,
  lostItemHaystack,
  matchWithItemsHaystack,
} from '@/domain/dashboard-search';
import type { MatchedItems, TabItems } from '@/domain/dashboard-lists';
import { formatDate } from '@/domain/dates';
import { dispositionSummary, isFinalFoundStatus } from '@/domain/disposition';
import type { FoundItem, LostItem, Match } from '@/domain/entities';
import { itemTypeLabel } from '@/domain/item-types';
import { matchStatusKey } from '@/domain/status-transitions';
import { isStaffLanguage } from '@/domain/language';
import { languageNameKey } from '@/i18n/language-names';
import type { DynamicT } from '@/i18n/use-dynamic-t';

/** One table row, with display text and sort value per column, and its search text. */
export interface DashboardRow {
  id: string;
  href: string;
  imageUrl: string | null;
  itemType: string;
  highlight: boolean;
  /** A short mark beside the item (a lost report whose guest waits for an answer), or null. */
  mark: string | null;
  /** The tab's date, for the date filters. */
  date: unknown;
  haystack: string;
  cells: Record<string, { text: string; sort: SortValue }>;
}

export const TAB_COLUMNS: Record<DashboardTab, string[]> = {
  found: ['item', 'date', 'location', 'owner', 'contact', 'status'],
  lost: ['item', 'date', 'location', 'owner', 'contact', 'status'],
  matched: ['foundItem', 'lostItem', 'matchedAt', 'status'],
  shipped: ['foundItem', 'lostItem', 'shippedAt', 'packageSize', 'destination'],
  discarded: ['item', 'date', 'location', 'owner', 'contact', 'status', 'discardedAt', 'disposer'],
  closed: ['item', 'date', 'location', 'owner', 'status', 'closedAt', 'disposition'],
};

interface Context {
  hotelId: string;
  t: DynamicT;
  locale: string;
  language: 'en' | 'ja';
}

const cell = (text: string, sort: SortValue = text) => ({ text, sort: sort === '' ? null : sort });

function dates(ctx: Context) {
  const labels = { missing: ctx.t('errors.notAvailable'), invalid: ctx.t('errors.invalidDate') };
  return (raw: unknown, withTime = false) =>
    cell(formatDate(raw, ctx.locale, labels, withTime), dateKey(raw));
}

function text(ctx: Context, value: string) {
  return cell(value.trim() || ctx.t('errors.notAvailable'), value.trim());
}

function itemText(ctx: Context, type: string, name: string) {
  const label = [itemTypeLabel(type, ctx.t), name].filter((part) => part.trim()).join(' · ');
  return text(ctx, label);
}

export function foundRows(items: readonly FoundItem[], ctx: Context): DashboardRow[] {
  const date = dates(ctx);
  return items.map((item) => ({
    id: item.id,
    href: paths.foundItem.getHref(ctx.hotelId, item.id),
    imageUrl: item.imageUrls[0] ?? null,
    itemType: item.itemType,
    highlight: false,
    mark: null,
    date:
      item.status === 'discarded'
        ? item.discardedAt
        : isFinalFoundStatus(item.status)
          ? (item.disposition?.at ?? null)
          : item.dateFound,
    haystack: foundItemHaystack(item, (type) => itemTypeLabel(type, ctx.t)),
    cells: {
      item: itemText(ctx, item.itemType, item.itemName),
      date: date(item.dateFound),
      location: text(
        ctx,
        [foundLocationOf(item), item.storageLocation].filter(Boolean).join(' — '),
      ),
      owner: text(ctx, ownerOf(item, ctx.language)),
      contact: text(ctx, contactOf(item)),
      status: cell(ctx.t(`itemStatus.${item.status}`)),
      discardedAt: date(item.discardedAt, true),
      disposer: text(ctx, item.disposer),
      closedAt: date(item.disposition?.at ?? null, true),
      disposition: text(
        ctx,
        dispositionSummary(item.disposition, (kind) => ctx.t(`itemStatus.${kind}`)),
      ),
    },
  }));
}

export function lostRows(items: readonly LostItem[], ctx: Context): DashboardRow[] {
  const date = dates(ctx);
  return items.map((item) => ({
    id: item.id,
    href: paths.lostItem.getHref(ctx.hotelId, item.id),
    imageUrl: item.imageUrls[0] ?? null,
    itemType: item.itemType,
    highlight: !item.viewed,
    mark: item.unanswered ? ctx.t('messages.staff.unanswered') : null,
    date: item.dateLost,
    haystack: lostItemHaystack(item, (type) => itemTypeLabel(type, ctx.t)),
    cells: {
      item: itemText(ctx, item.itemType, item.itemName),
      date: date(item.dateLost),
      location: text(ctx, item.locationLost),
      // An erased report says so rather than showing blanks (src/domain/guest-data.ts).
      // A report in a language the staff screens are not written in names it beside the guest.
      owner: item.erasure?.erasedAt
        ? cell(ctx.t('guestData.erasedShort'))
        : text(
            ctx,
            isStaffLanguage(item.language)
              ? ownerOf(item, ctx.language)
              : `${ownerOf(item, ctx.language)} (${ctx.t(languageNameKey(item.language))})`,
          ),
      contact: item.erasure?.erasedAt
        ? cell(ctx.t('guestData.erasedValue'))
        : text(ctx, contactOf(item)),
      status: cell(ctx.t(`itemStatus.${item.status}`)),
    },
  }));
}

export function matchRows(
  matches: readonly Match[],
  ctx: Context,
  items?: MatchedItems,
): DashboardRow[] {
  const date = dates(ctx);
  return matches.map((match) => ({
    id: match.id,
    href: paths.match.getHref(ctx.hotelId, match.id),
    imageUrl: match.found.imageUrl ?? match.lost.imageUrl,
    itemType: match.found.itemType,
    highlight: false,
    mark: null,
    date: match.status === 'shipped' ? match.shippedAt : match.matchedAt,
    haystack: matchWithItemsHaystack(
      match,
      (type) => itemTypeLabel(type, ctx.t),
      items?.found.get(match.foundItemId),
      items?.lost.get(match.lostItemId),
    ),
    cells: {
      foundItem: itemText(ctx, match.found.itemType, match.found.itemName),
      lostItem: itemText(
        ctx,
        match.lost.itemType,
        match.guestDataErased
          ? `(${ctx.t('guestData.erasedShort')})`
          : `${match.lost.itemName} (${ownerOf(match.lost, ctx.language)})`,
      ),
      matchedAt: date(match.matchedAt, true),
      shippedAt: date(match.shippedAt, true),
      status: cell(ctx.t(matchStatusKey(match.status))),
      packageSize: text(ctx, match.packageSize ? ctx.t(`package.sizes.${match.packageSize}`) : ''),
      destination: text(
        ctx,
        countryName(match.destinationCountry ?? match.lost.country, ctx.language),
      ),
    },
  }));
}

/**
 * Each tab's rows from its kind of item (TabItems): `TAB_ROWS[tab]` takes that tab's items for any
 * tab type parameter. The tabs of matches search their matched items' fields too, when loaded.
 */
export const TAB_ROWS: {
  [T in DashboardTab]: (
    items: readonly TabItems[T][],
    ctx: Context,
    matched?: MatchedItems,
  ) => DashboardRow[];
} = {
  found: foundRows,
  lost: lostRows,
  matched: matchRows,
  shipped: matchRows,
  discarded: foundRows,
  closed: foundRows,
};
