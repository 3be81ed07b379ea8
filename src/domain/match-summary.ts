import type { FoundItem, LostItem, MatchSummaryFound, MatchSummaryLost } from './entities';

/**
 * What a match keeps of its found item and lost report (`found` and `lost` on the match), so that
 * the matched and shipped tabs and the guest email need not read the items: built when the match
 * is made and again when an item is edited.
 */

export function matchSummaryOfFound(
  item: Pick<FoundItem, 'itemType' | 'itemName' | 'dateFound' | 'imageUrls'>,
): MatchSummaryFound {
  return {
    itemType: item.itemType,
    itemName: item.itemName,
    dateFound: item.dateFound,
    imageUrl: item.imageUrls[0] ?? null,
  };
}

export function matchSummaryOfLost(
  item: Pick<
    LostItem,
    | 'itemType'
    | 'itemName'
    | 'firstName'
    | 'surname'
    | 'email'
    | 'country'
    | 'language'
    | 'imageUrls'
  >,
): MatchSummaryLost {
  return {
    itemType: item.itemType,
    itemName: item.itemName,
    firstName: item.firstName,
    surname: item.surname,
    email: item.email,
    country: item.country,
    language: item.language,
    imageUrl: item.imageUrls[0] ?? null,
  };
}
