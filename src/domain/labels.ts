/**
 * Found-item labels: the short id printed on a label and the storage locations a
 * hotel used recently (offered as suggestions on the registration form).
 */

/** The first six characters of the document id, upper-cased: easy to read out from a shelf. */
export function shortItemId(id: string): string {
  return id.slice(0, 6).toUpperCase();
}

/**
 * Distinct non-blank storage locations in the order given (newest first), compared without case
 * and surrounding spaces; the first spelling wins. At most `max`.
 */
export function distinctStorageLocations(values: readonly string[], max = 20): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
    if (result.length >= max) break;
  }
  return result;
}

/** `?ids=a,b,c` of the label page: ids in order, without blanks and repeats, at most `max`. */
export function parseLabelIds(param: string | null, max = 96): string[] {
  return distinctIds((param ?? '').split(',')).slice(0, max);
}

function distinctIds(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

export const LABEL_LAYOUTS = ['roll', 'a4'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
/** An A4 sheet of 24 labels: 3 columns by 8 rows of 70 x 37 mm. */
export const A4_LABELS_PER_SHEET = 24;

/** Labels split into printed pages: one label a page on a roll, 24 a sheet on A4. */
export function labelPages<T>(labels: readonly T[], layout: LabelLayout): T[][] {
  const size = layout === 'roll' ? 1 : A4_LABELS_PER_SHEET;
  const pages: T[][] = [];
  for (let start = 0; start < labels.length; start += size)
    pages.push(labels.slice(start, start + size));
  return pages;
}

/**
 * Whether a found item is still on the shelf, so a label for it makes sense: waiting (pending) or
 * matched but not yet handed over. Discarded items and those returned, handed to the police,
 * donated or destroyed are gone; a deleted one is not there either.
 */
export function isOnShelf(item: { status: string; deleted?: boolean }): boolean {
  return !item.deleted && (item.status === 'pending' || item.status === 'matched');
}
