import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { explainCandidate, explainReasons, type Translate } from './explain';
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
          { code: 'days', days: -2, from: 'checkout' },
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
      'found on the day it was lost',
      'found 4 days before the reported loss date',
      'found 1 day before the reported loss date',
    ]);
    expect(explainReasons([{ code: 'room', room: '1204' }], ja, 'ja')).toEqual(['1204号室']);
  });
});
