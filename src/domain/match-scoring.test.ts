import { describe, expect, it } from 'vitest';
import {
  isMatchCandidate,
  matchScore,
  rankFoundCandidates,
  scoreLabel,
  scoreLabelKey,
} from './match-scoring';

const lost = {
  itemType: 'Phone',
  stayDateFrom: '2026-05-01',
  stayDateUntil: '2026-05-03',
  hotelId: 'h1',
};
const found = (dateFound: string, itemType = 'Phone') => ({ itemType, dateFound });

describe('potential-match scoring (spec §5)', () => {
  it('scores 3 when the found date is in the stay and the type matches', () => {
    expect(matchScore(lost, found('2026-05-02'))).toBe(3);
    expect(matchScore(lost, found('2026-05-01', 'phone'))).toBe(3);
  });

  it('counts the date up to the stay end plus 5 days, inclusive, and not a day later', () => {
    expect(matchScore(lost, found('2026-05-08'))).toBe(3);
    expect(matchScore(lost, found('2026-05-09'))).toBe(1);
    expect(matchScore(lost, found('2026-04-30'))).toBe(1);
  });

  it('scores the category alone as 1, the date alone as 2, neither as 0', () => {
    expect(matchScore(lost, found('2026-05-02', 'Wallet'))).toBe(2);
    expect(matchScore(lost, found('2026-06-01', 'Wallet'))).toBe(0);
    expect(matchScore({ ...lost, stayDateFrom: '', stayDateUntil: '' }, found('2026-05-02'))).toBe(
      1,
    );
  });

  it('labels scores 3 excellent, 2 good, 1 partial, 0 none', () => {
    expect([3, 2, 1, 0].map(scoreLabel)).toEqual(['excellent', 'good', 'partial', 'none']);
    expect(scoreLabelKey(3)).toBe('matches.score.excellent');
  });

  it('takes as candidates only pending, unmatched, undeleted items of the same hotel', () => {
    const base = { hotelId: 'h1', matchId: null, status: 'pending', deleted: false };
    expect(isMatchCandidate(base, 'h1')).toBe(true);
    expect(isMatchCandidate({ ...base, hotelId: 'h2' }, 'h1')).toBe(false);
    expect(isMatchCandidate({ ...base, matchId: 'm1' }, 'h1')).toBe(false);
    expect(isMatchCandidate({ ...base, status: 'discarded' }, 'h1')).toBe(false);
    expect(isMatchCandidate({ ...base, deleted: true }, 'h1')).toBe(false);
  });

  it('ranks candidates best first', () => {
    const base = { hotelId: 'h1', matchId: null, status: 'pending' };
    const ranked = rankFoundCandidates(lost, [
      { ...base, ...found('2026-06-01', 'Wallet'), id: 'a' },
      { ...base, ...found('2026-05-02'), id: 'b' },
      { ...base, ...found('2026-06-01'), id: 'c' },
    ]);
    expect(ranked.map((r) => [r.item.id, r.score])).toEqual([
      ['b', 3],
      ['c', 1],
      ['a', 0],
    ]);
  });
});
