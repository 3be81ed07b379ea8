import { vi, type Mock } from 'vitest';
import type { Actor } from '@/domain/documents';
import type { Match } from '@/domain/entities';
import { toMatch } from '@/domain/records-match';
import * as matchApi from '../api/match-actions';

type MatchActions = typeof matchApi.matchActions;
type ActionName = keyof MatchActions;

/**
 * A match of the Sakura hotel as the converter reads it: an iPhone found, and reported lost by
 * James Carter of the United Kingdom; `stored` sets or replaces any stored field.
 */
export function storedMatch(stored: Record<string, unknown> = {}): Match {
  return toMatch('m1', {
    hotelId: 'sakura',
    status: 'matched',
    foundItemId: 'f1',
    lostItemId: 'l1',
    found: { itemType: 'Phone', itemName: 'iPhone', imageUrl: null, dateFound: '2026-05-01' },
    lost: {
      itemType: 'Phone',
      itemName: 'iPhone',
      imageUrl: null,
      firstName: 'James',
      surname: 'Carter',
      email: 'j@example.com',
      country: 'United Kingdom',
    },
    ...stored,
  });
}

export const testActor: Actor = { uid: 'u', email: 'a@example.com', displayName: 'A' };

/**
 * The match page's data and actions for a component test, spied (call it in beforeEach: the config
 * restores spies before each test). `useMatch` gives the current `match()`; the actions named in
 * `actions` are spied by those mocks, and every other action fails when called, so nothing reaches
 * Firestore or the functions.
 */
export function stubMatchApi(
  match: () => Match | null,
  actions: { [Name in ActionName]?: Mock<MatchActions[Name]> } = {},
): void {
  vi.spyOn(matchApi, 'useMatch').mockImplementation(() => ({
    status: 'success',
    data: match(),
    error: null,
  }));
  for (const name of Object.keys(matchApi.matchActions) as ActionName[]) {
    const spy = vi.spyOn(matchApi.matchActions, name);
    const given = actions[name];
    if (given) spy.mockImplementation(given);
    else spy.mockRejectedValue(new Error(`${name} is not stubbed`));
  }
}
