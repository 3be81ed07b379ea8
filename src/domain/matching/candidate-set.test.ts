import { describe, expect, it } from 'vitest';
import { toFoundItem, toLostItem } from '../records';
import {
  MAX_CANDIDATE_READS,
  mergeCandidates,
  planForFound,
  planForLost,
  planReads,
} from './candidate-set';

const report = toLostItem('L1', {
  hotelId: 'sakura',
  itemType: 'Wallet',
  itemName: 'Black Louis Vuitton wallet',
  description: 'Leather, long zip.',
  dateLost: '2026-03-04',
  stayDateFrom: '2026-03-01',
  stayDateUntil: '2026-03-04',
  colour: 'black',
});

describe('the bounded candidate set', () => {
  it('reads found items around the stay window and a fortnight after it', () => {
    const plan = planForLost(report);
    expect(plan.ranges).toEqual([
      { field: 'dateFound', from: '2026-02-27', to: '2026-03-09', limit: 100 },
      { field: 'dateFound', from: '2026-03-10', to: '2026-03-21', limit: 50 },
    ]);
    // The type, then brand, colour and item words in English and Japanese.
    expect(plan.tokens).toEqual(
      expect.arrayContaining(['wallet', 'vuitton', 'black', '黒', '財布']),
    );
    expect(planReads(plan)).toBeLessThanOrEqual(MAX_CANDIDATE_READS);
  });

  it("looks up a Korean or Chinese report's concepts by the words Japanese staff write", () => {
    for (const itemName of ['검은색 루이비통 지갑', '黑色路易威登钱包', '黑色路易威登錢包']) {
      const plan = planForLost({ ...report, itemName, description: '', colour: '' });
      expect(plan.tokens, itemName).toEqual(
        expect.arrayContaining(['wallet', 'vuitton', 'black', '黒', '財布']),
      );
    }
  });

  it('falls back to the loss day without stay dates, and to tokens alone without any date', () => {
    const noStay = { ...report, stayDateFrom: '', stayDateUntil: '' };
    expect(planForLost(noStay).ranges[0]).toMatchObject({ from: '2026-03-02', to: '2026-03-09' });
    expect(planForLost({ ...noStay, dateLost: '' }).ranges).toEqual([]);
  });

  it('reads lost reports whose stay ended or loss fell around the day found', () => {
    const item = toFoundItem('F1', {
      hotelId: 'sakura',
      itemType: 'Smartphone',
      itemName: '黒いiPhone',
      dateFound: '2026-03-15',
    });
    const plan = planForFound(item);
    expect(plan.ranges).toEqual([
      { field: 'stayDateUntil', from: '2026-03-01', to: '2026-03-29', limit: 100 },
      { field: 'dateLost', from: '2026-03-01', to: '2026-03-16', limit: 50 },
    ]);
    expect(plan.tokens[0]).toBe('smartphone');
    expect(planReads(plan)).toBeLessThanOrEqual(MAX_CANDIDATE_READS);
  });

  it('keeps every plan within the read budget, however many concepts an item names', () => {
    const wordy = {
      ...report,
      itemName: 'black white red blue green Gucci Prada Chanel Louis Vuitton wallet bag umbrella',
    };
    expect(planReads(planForLost(wordy))).toBeLessThanOrEqual(MAX_CANDIDATE_READS);
  });

  it('merges the queries, each item once and never the subject', () => {
    const a = { id: 'A' };
    const b = { id: 'B' };
    expect(
      mergeCandidates('S', [
        [a, { id: 'S' }],
        [b, { id: 'A' }],
      ]),
    ).toEqual([a, b]);
  });
});
