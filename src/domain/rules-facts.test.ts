import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FINAL_FOUND_STATUSES, CLIENT_DISPOSITIONS } from './disposition';
import {
  activityEntry,
  BLANK_FOUND_ITEM_DETAILS,
  newFoundItem,
  newLostItem,
  newMatch,
} from './documents';
import { PACKAGE_SIZES } from './entities';
import { MAX_GUEST_DATA_DAYS, MIN_GUEST_DATA_DAYS } from './guest-data';
import { LANGUAGES } from './language';
import { IMAGE_TYPES, MAX_DESCRIPTION, MAX_IMAGE_BYTES, MAX_IMAGES, MAX_TEXT } from './limits';
import { FACILITY_CLAIMS, FINDER_RIGHTS } from './police-paperwork';
import { MAX_REPORTS_PER_WINDOW } from './report-quota';
import { MAX_RETENTION_DAYS, RETENTION_GROUPS } from './retention';
import { foundItemFormSchema } from './schemas/found-item';
import { lostItemFormSchema, toLostItemWrite } from './schemas/lost-item';
import { EMPTY_LOST_ITEM_FORM } from './schemas/lost-item-empty';
import { MAX_PREFIX, SEARCH_TOKEN_LIMIT } from './search-index';
import {
  FINAL_MATCH_STATUSES,
  MATCH_TRANSITIONS,
  UNMATCHABLE_STATUSES,
} from './status-transitions';
import { MAX_OVERRIDE_REASON, REFUSED_TYPE_PATTERN } from './shipping-rules';
import { CARRIERS, MAX_CARRIER_URL } from './tracking';

/**
 * firestore.rules and storage.rules cannot import TypeScript, so they repeat the domain's facts:
 * the stored documents' key sets (src/domain/documents.ts builders), the zod schemas' length
 * limits, statuses, carriers, package sizes, retention groups and limits. This test reads the
 * rules' text and fails when one side changes without the other (docs/architecture.md, "One source
 * for each fact").
 */
const FIRESTORE = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const STORAGE = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

/** The body of `function name(...)` in the rules: up to the next function or match block. */
function body(name: string, rules = FIRESTORE): string {
  const start = rules.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`firestore.rules has no function ${name}`);
  const rest = rules.slice(start + 1);
  const end = rest.search(/\n\s*(function |match |\/\/ -{5,})/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The values of a rules list literal `[...]` (strings and null). */
const values = (list: string): (string | null)[] =>
  [...list.matchAll(/'([^']*)'|\bnull\b/g)].map((m) => (m[1] === undefined ? null : m[1]));

/** The list literal right after `anchor` (the first occurrence, or within `text`). */
function listAfter(anchor: string, text = FIRESTORE): (string | null)[] {
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`the rules no longer contain: ${anchor}`);
  const open = text.indexOf('[', at + anchor.length);
  return values(text.slice(open, text.indexOf(']', open) + 1));
}

/** Every string a key-list function returns, with the lists of the functions it concatenates. */
function keyList(name: string): string[] {
  const text = body(name);
  const called = [...text.matchAll(/(\w+Keys)\(\)/g)].map((m) => m[1]).filter((n) => n !== name);
  const own = [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);
  return [...called.flatMap(keyList), ...own];
}

/** The bound N of every `text(d.field, N)` in a rules function, by field. */
function textBounds(name: string): Record<string, number> {
  return Object.fromEntries(
    [...body(name).matchAll(/text\(d\.(\w+), (\d+)\)/g)].map((m) => [m[1], Number(m[2])]),
  );
}

const sorted = (list: readonly (string | null)[]) =>
  [...list].sort((a, b) => String(a).localeCompare(String(b)));
const keysOf = (value: object) => sorted(Object.keys(value));

const LOST_WRITE = toLostItemWrite(EMPTY_LOST_ITEM_FORM, 'h', 'en');
const FOUND_WRITE = {
  ...BLANK_FOUND_ITEM_DETAILS,
  hotelId: 'h',
  itemType: 'Phone',
  itemName: 'x',
  dateFound: '2026-05-03',
  finderName: '',
};
const lost = newLostItem(LOST_WRITE, 'uid', 0);
const found = newFoundItem(FOUND_WRITE, { uid: 'u', email: 'e' }, 0);

/** The stored form of a form's fields: the phone as one string, finder rights as one map. */
const FORM_TO_STORED: Record<string, string | null> = {
  phoneCode: 'phone',
  phoneNumber: null,
  finderClaimsExpenses: 'finderRights',
  finderClaimsReward: null,
  finderClaimsOwnership: null,
  finderNameToOwner: null,
};
const storedKeys = (formKeys: string[]) =>
  formKeys.flatMap((key) => {
    const stored = key in FORM_TO_STORED ? FORM_TO_STORED[key] : key;
    return stored === null ? [] : [stored];
  });

describe('firestore.rules key lists are the documents the domain builds', () => {
  it('a lost report: every key newLostItem writes, and the form fields as descriptive keys', () => {
    expect(sorted(keyList('lostAllKeys'))).toEqual(keysOf(lost));
    expect(sorted(keyList('lostDescriptiveKeys'))).toEqual(
      sorted([...storedKeys(Object.keys(lostItemFormSchema.shape)), 'searchIndex']),
    );
  });

  it('a found item: every key newFoundItem writes, and the form fields as descriptive keys', () => {
    expect(sorted(keyList('foundAllKeys'))).toEqual(keysOf(found));
    expect(sorted(keyList('foundDescriptiveKeys'))).toEqual(
      sorted([
        ...storedKeys(Object.keys(foundItemFormSchema.shape)),
        'searchIndex',
        'retentionGroup',
      ]),
    );
  });

  it('a match: every key newMatch writes, with the two its activity entry stamps', () => {
    const match = newMatch(
      { id: 'l', ...lost },
      { id: 'f', ...found },
      { hotelId: 'h', createdBy: 'u', country: '' },
      0,
    );
    expect(sorted(keyList('matchKeys'))).toEqual(
      sorted([...Object.keys(match), 'updatedAt', 'lastActivityId']),
    );
  });

  it('an activity entry: every key activityEntry writes', () => {
    const entry = activityEntry(
      {
        hotelId: 'h',
        targetType: 'match',
        targetId: 'm',
        action: 'paid',
        details: { reason: 'x' },
      },
      { uid: 'u', email: 'e' },
      0,
    );
    const rules = FIRESTORE.slice(FIRESTORE.indexOf('match /activity/{activityId}'));
    expect(sorted(listAfter('request.resource.data.keys().hasOnly(', rules))).toEqual(
      keysOf(entry),
    );
  });
});

describe('firestore.rules length limits are the zod schemas’', () => {
  it.each([
    ['validLostFields', lostItemFormSchema.shape],
    ['validFoundFields', foundItemFormSchema.shape],
  ] as const)('%s bounds each text field as its form does', (name, shape) => {
    const bounds = textBounds(name);
    const formBounds = Object.fromEntries(
      Object.keys(bounds)
        .filter((field) => field in shape)
        .map((field) => [
          field,
          (shape[field as keyof typeof shape] as { maxLength: number | null }).maxLength,
        ]),
    );
    expect(Object.keys(formBounds).length).toBeGreaterThanOrEqual(4);
    expect(formBounds).toEqual(
      Object.fromEntries(Object.keys(formBounds).map((f) => [f, bounds[f]])),
    );
  });

  it('a required text is at most MAX_TEXT and a description at most MAX_DESCRIPTION', () => {
    expect(body('filled')).toContain(`value.size() <= ${MAX_TEXT}`);
    expect(textBounds('validLostFields').description).toBe(MAX_DESCRIPTION);
  });
});

describe('firestore.rules statuses, choices and limits are the domain constants', () => {
  const transitionsTo = (to: string) =>
    sorted(MATCH_TRANSITIONS.filter((t) => t.to === to).map((t) => t.from));

  it('match statuses: final, unmatchable, and the sources of hold and ship', () => {
    expect(listAfter('&& !(resource.data.status in')).toEqual(FINAL_MATCH_STATUSES);
    expect(
      listAfter(
        'allow delete: if isPrivileged(resource.data.hotelId)\n        && resource.data.status in',
      ),
    ).toEqual(UNMATCHABLE_STATUSES);
    const status = body('matchStatusChange');
    expect(sorted(listAfter('&& before.status in', status))).toEqual(transitionsTo('on-hold'));
    const ship = status.slice(status.indexOf("'carrier', 'trackingNumber'"));
    expect(sorted(listAfter('&& before.status in', ship))).toEqual(transitionsTo('shipped'));
  });

  it('found-item dispositions: the ones a client writes and the ones an admin reverts', () => {
    expect(listAfter('return after.status in')).toEqual(CLIENT_DISPOSITIONS);
    expect(listAfter('&& before.status in', body('foundReverted'))).toEqual(FINAL_FOUND_STATUSES);
  });

  it('the shipping rules: the refused types and the override reason', () => {
    expect(body('refusedType')).toContain(".lower().replace('[_ ]+', ' ')");
    expect(body('refusedType')).toContain(`.matches('${REFUSED_TYPE_PATTERN}')`);
    // filled() takes at most 500 characters
    expect(body('overrideMark')).toContain('filled(mark.reason)');
    expect(MAX_OVERRIDE_REASON).toBe(500);
  });

  it('carriers, package sizes, retention groups, finder rights and languages', () => {
    expect(listAfter("after.get('carrier', null) in")).toEqual([null, ...CARRIERS]);
    expect(body('shippingDetailsValid')).toContain(`text(after.carrierUrl, ${MAX_CARRIER_URL})`);
    for (const match of FIRESTORE.matchAll(/packageSize in (\[[^\]]*\])/g))
      expect(values(match[1])).toEqual(PACKAGE_SIZES);
    expect(listAfter('d.retentionGroup in')).toEqual(RETENTION_GROUPS);
    expect(listAfter('settings.retention.keys().hasOnly(')).toEqual(RETENTION_GROUPS);
    expect(sorted(listAfter('r.keys().toSet() =='))).toEqual(sorted(FINDER_RIGHTS));
    expect(listAfter('p.claims.keys().hasOnly(')).toEqual(FACILITY_CLAIMS);
    expect(listAfter('request.resource.data.language in')).toEqual(LANGUAGES);
  });

  it('limits: retention days, guest data days, report quota and the search index', () => {
    expect(body('retentionDays')).toContain(`value <= ${MAX_RETENTION_DAYS}`);
    expect(body('guestDataDays')).toContain(
      `value >= ${MIN_GUEST_DATA_DAYS} && value <= ${MAX_GUEST_DATA_DAYS}`,
    );
    expect(body('quotaFields')).toContain(`q.count <= ${MAX_REPORTS_PER_WINDOW}`);
    // The rules allow a margin over what the app builds; the joined keys' bound follows from it.
    const tokens = Number(/tokens\.size\(\) <= (\d+)/.exec(body('searchIndex'))?.[1]);
    expect(tokens).toBeGreaterThanOrEqual(SEARCH_TOKEN_LIMIT);
    expect(body('searchIndex')).toContain(`join('').size() <= ${tokens * MAX_PREFIX * 2}`);
  });
});

describe('storage.rules photo limits are src/domain/limits.ts', () => {
  it('photo types, bytes and photos per item', () => {
    expect(listAfter('request.resource.contentType in', STORAGE)).toEqual(IMAGE_TYPES);
    const bytes = /request\.resource\.size <= ([\d *]+)\n/.exec(STORAGE)?.[1] ?? '';
    expect(bytes.split('*').reduce((product, n) => product * Number(n), 1)).toBe(MAX_IMAGE_BYTES);
    expect(body('acceptsPhotos', STORAGE)).toContain(`.size() < ${MAX_IMAGES}`);
  });
});
