import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { toFoundItem, toLostItem } from '../records';
import { explainCandidate, explainReasons, type Translate } from './explain';
import { rankFoundCandidatesExplained } from './rank';
import type { MatchReason } from './similarity';

const en = i18n.getFixedT('en') as unknown as Translate;
const ja = i18n.getFixedT('ja') as unknown as Translate;

const reasons: MatchReason[] = [
  { code: 'colour', concepts: ['colour:black'] },
  { code: 'brand', concepts: ['brand:louis_vuitton'] },
  { code: 'days', days: 1, from: 'checkout' },
];

describe('explainCandidate', () => {
  it('says why in English', () => {
    expect(explainCandidate(reasons, en, 'en')).toBe(
      'same colour: black · brand: Louis Vuitton · found 1 day after check-out',
    );
  });

  it('says why in Japanese, with the glossary labels', () => {
    expect(explainCandidate(reasons, ja, 'ja')).toBe(
      '同じ色：黒 · ブランド：ルイ・ヴィトン · チェックアウトの翌日に発見',
    );
  });

  it('says so when nothing but the score is shared', () => {
    expect(explainCandidate([], en, 'en')).toBe('nothing in common beyond the score');
  });
});

describe('explainReasons', () => {
  it('words every kind of reason', () => {
    expect(
      explainReasons(
        [
          { code: 'room', room: '1204' },
          { code: 'guestName', name: 'Emily Johnson' },
          { code: 'colourDiffers', lost: ['colour:black'], found: ['colour:brown'] },
          { code: 'words', words: ['y&k', 'ew'] },
          { code: 'item', concepts: ['item:wallet', 'item:card_case'] },
          { code: 'days', days: 3, from: 'checkout' },
          { code: 'days', days: 1, from: 'stay' },
          { code: 'days', days: -2, from: 'checkout' },
          { code: 'days', days: -7, from: 'checkin' },
          { code: 'days', days: 0, from: 'lossDate' },
          { code: 'days', days: -4, from: 'lossDate' },
          { code: 'days', days: -1, from: 'lossDate' },
        ],
        en,
        'en',
      ),
    ).toEqual([
      'room 1204',
      "guest's name on the item: Emily Johnson",
      'different colour: black / brown',
      'same words: y&k, ew',
      'both say: wallet, card holder',
      'found 3 days after check-out',
      'found during the stay',
      'found 2 days before check-out',
      'found 7 days before check-in',
      'found on the day it was lost',
      'found 4 days before the reported loss date',
      'found 1 day before the reported loss date',
    ]);
    expect(explainReasons([{ code: 'room', room: '1204' }], ja, 'ja')).toEqual(['1204号室']);
  });
});

describe('the explanation of a Korean or Chinese report', () => {
  it("is in the staff member's language, with the glossary labels", () => {
    const at = { hotelId: 'sakura', status: 'pending', matchId: null, itemType: 'Wallet' };
    const item = toFoundItem('F', { ...at, itemName: '黒い財布', dateFound: '2026-03-05' });
    for (const itemName of ['검은색 지갑', '黑色钱包', '黑色錢包']) {
      const report = toLostItem('L', { ...at, itemName, dateLost: '2026-03-05' });
      const [{ reasons }] = rankFoundCandidatesExplained(report, [item]);
      expect(explainCandidate(reasons, ja, 'ja'), itemName).toBe(
        '同じ色：黒 · 品物：財布 · 紛失した当日に発見',
      );
      expect(explainCandidate(reasons, en, 'en'), itemName).toBe(
        'same colour: black · both say: wallet · found on the day it was lost',
      );
    }
  });
});

describe('the days reason of an item found before the stay', () => {
  // A wallet found on Nov 14 for a stay of Nov 21–24.
  const stay = { days: -7, from: 'checkin' } as const;

  it('says it was found before check-in, never "during the stay"', () => {
    expect(explainReasons([{ code: 'days', ...stay }], en, 'en')).toEqual([
      'found 7 days before check-in',
    ]);
    expect(explainReasons([{ code: 'days', ...stay }], ja, 'ja')).toEqual([
      'チェックインの7日前に発見',
    ]);
    expect(explainReasons([{ code: 'days', days: -1, from: 'checkin' }], en, 'en')).toEqual([
      'found 1 day before check-in',
    ]);
  });
});

describe('the explanation of a 0/3 candidate', () => {
  it('never says the item was found during the stay', () => {
    const guest = toLostItem('L', {
      hotelId: 'sakura',
      status: 'pending',
      matchId: null,
      itemType: 'Wallet',
      stayDateFrom: '2026-11-21',
      stayDateUntil: '2026-11-24',
      dateLost: '2026-11-23',
    });
    const days = ['2026-11-14', '2026-11-20', '2026-11-22', '2026-12-01'];
    const candidates = days.map((dateFound, index) =>
      toFoundItem(`F${index}`, {
        hotelId: 'sakura',
        status: 'pending',
        matchId: null,
        itemType: 'Umbrella',
        dateFound,
      }),
    );
    // In date order: the ranking's order is not what this test is about.
    const explained = rankFoundCandidatesExplained(guest, candidates)
      .map((entry) => [
        entry.item.dateFound,
        entry.score,
        explainCandidate(entry.reasons, en, 'en'),
      ])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(explained).toEqual([
      ['2026-11-14', 0, 'found 7 days before check-in'],
      ['2026-11-20', 0, 'found 1 day before check-in'],
      ['2026-11-22', 2, 'found during the stay'],
      ['2026-12-01', 0, 'found 7 days after check-out'],
    ]);
  });
});
