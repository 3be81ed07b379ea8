import { describe, expect, it } from 'vitest';
import { toFoundItem, toLostItem } from '../records';
import {
  combinedRank,
  daysOutsideWindow,
  RANK_WEIGHTS,
  rankFoundCandidatesExplained,
  rankLostCandidatesExplained,
  typeAgreement,
  windowDistance,
} from './rank';
import { similarity, type MatchReason } from './similarity';

const HOTEL = 'sakura';
const lost = (id: string, data: Record<string, unknown>) =>
  toLostItem(id, {
    hotelId: HOTEL,
    status: 'pending',
    matchId: null,
    itemType: 'Wallet',
    dateLost: '2026-03-04',
    stayDateFrom: '2026-03-01',
    stayDateUntil: '2026-03-04',
    firstName: 'Emily',
    surname: 'Johnson',
    ...data,
  });
const found = (id: string, data: Record<string, unknown>) =>
  toFoundItem(id, {
    hotelId: HOTEL,
    status: 'pending',
    matchId: null,
    itemType: 'Wallet',
    dateFound: '2026-03-05',
    ...data,
  });
const codes = (reasons: MatchReason[]) => reasons.map((reason) => reason.code);

const report = lost('L1', {
  itemName: 'Black leather Louis Vuitton wallet',
  locationLost: 'Room 1204',
  description: 'Long zip wallet with my cards.',
});

describe('rankFoundCandidatesExplained', () => {
  it('ranks a type disagreement with far higher similarity above a weak full-score candidate', () => {
    // Staff filed the guest's wallet as a bag: one spec point less, but brand, colour, material,
    // item word and room all agree.
    const sameWallet = found('F1', {
      itemType: 'Bag',
      itemName: '黒い革の長財布',
      description: 'ルイ・ヴィトン',
      roomNumber: '1204',
    });
    const plainWallet = found('F2', { itemName: '茶色の財布' });
    const ranked = rankFoundCandidatesExplained(report, [plainWallet, sameWallet]);
    expect(ranked.map((entry) => [entry.item.id, entry.score])).toEqual([
      ['F1', 2],
      ['F2', 3],
    ]);
    expect(ranked[0].rank).toBeGreaterThan(ranked[1].rank);
  });

  it('ranks an item found a few days past the stay window above a weak one inside it', () => {
    const late = found('F-late', {
      itemName: '黒い革の長財布',
      description: 'ルイ・ヴィトン',
      dateFound: '2026-03-12',
    });
    const inside = found('F-in', { itemName: '茶色の財布', dateFound: '2026-03-05' });
    const ranked = rankFoundCandidatesExplained(report, [inside, late]);
    expect(ranked.map((entry) => [entry.item.id, entry.score])).toEqual([
      ['F-late', 1],
      ['F-in', 3],
    ]);
  });

  it('still lets the spec points decide between two candidates equally alike', () => {
    const wallet = found('F-wallet', { itemName: '黒い財布' });
    const asBag = found('F-bag', { itemType: 'Bag', itemName: '黒い財布' });
    const outside = found('F-out', { itemName: '黒い財布', dateFound: '2026-02-20' });
    const ranked = rankFoundCandidatesExplained(report, [outside, asBag, wallet]);
    expect(ranked.map((entry) => entry.item.id)).toEqual(['F-wallet', 'F-bag', 'F-out']);
  });

  it('takes off more the further the found date lies outside the window', () => {
    expect(daysOutsideWindow(report, '2026-03-09')).toBe(0);
    expect(daysOutsideWindow(report, '2026-03-10')).toBe(1);
    expect(daysOutsideWindow(report, '2026-02-27')).toBe(2);
    const noStay = { stayDateFrom: '', stayDateUntil: '', dateLost: '2026-03-04' };
    expect(daysOutsideWindow(noStay, '2026-03-12')).toBe(3);
    expect(daysOutsideWindow({ stayDateFrom: '', stayDateUntil: '' }, '2026-03-12')).toBe(0);
    const value = (dateFound: string, of: Parameters<typeof windowDistance>[0] = report) =>
      combinedRank({ similarity: 5, types: 'same', window: windowDistance(of, dateFound) });
    // After the window the date's weight fades a day at a time; before it, it is lost at once.
    expect(value('2026-03-09')).toBeGreaterThan(value('2026-03-10'));
    expect(value('2026-03-10')).toBeGreaterThan(value('2026-03-16'));
    expect(value('2026-03-10')).toBeGreaterThan(value('2026-02-28'));
    expect(value('2027-03-10')).toBe(value('2026-03-29')); // "outside" is all a year says
    // Without stay dates the loss day's window counts the same way; without dates, nothing.
    expect(value('2026-03-06', noStay)).toBe(value('2026-03-06'));
    expect(combinedRank({ similarity: 5, types: 'same', window: windowDistance(noStay, '') })).toBe(
      5 + RANK_WEIGHTS.type,
    );
  });

  it('gives types people often swap part of the type weight, unrelated types none', () => {
    expect(typeAgreement('Phone', 'Smartphone')).toBe('related');
    expect(typeAgreement('Credit Card', 'wallet')).toBe('related');
    expect(typeAgreement('Wallet', 'Umbrella')).toBe('different');
    expect(typeAgreement('credit_card', 'Credit Card')).toBe('same');
    const window = windowDistance(report, '2026-03-05');
    const of = (types: 'same' | 'related' | 'different') =>
      combinedRank({ similarity: 5, types, window });
    expect(of('same')).toBeGreaterThan(of('related'));
    expect(of('related')).toBeGreaterThan(of('different'));
  });

  it('ranks a card holder filed as a credit card above a plain wallet of the same colour', () => {
    const cardHolder = found('F-card', {
      itemType: 'Credit Card',
      itemName: '黒い革のカードケース',
      description: 'ルイ・ヴィトン',
    });
    const plain = found('F-plain', { itemName: '黒い財布' });
    const ranked = rankFoundCandidatesExplained(report, [plain, cardHolder]);
    expect(ranked.map((entry) => [entry.item.id, entry.score])).toEqual([
      ['F-card', 2],
      ['F-plain', 3],
    ]);
  });

  it('orders equal scores by the explained similarity, across languages', () => {
    const candidates = [
      found('F-brown', { itemName: '茶色の財布', description: 'コーチ、二つ折り' }),
      found('F-gucci', { itemName: '黒革の財布', description: 'グッチ' }),
      found('F-lv', { itemName: '黒い革の長財布', description: 'ルイ・ヴィトン。ベッドの下。' }),
    ];
    const ranked = rankFoundCandidatesExplained(report, candidates);
    expect(ranked.map((entry) => entry.score)).toEqual([3, 3, 3]);
    expect(ranked.map((entry) => entry.item.id)).toEqual(['F-lv', 'F-gucci', 'F-brown']);
    expect(codes(ranked[0].reasons)).toEqual(
      expect.arrayContaining(['brand', 'colour', 'material', 'item', 'days']),
    );
    expect(codes(ranked[1].reasons)).toContain('brandDiffers');
  });

  it('keeps the incoming order when score and similarity are both equal', () => {
    const a = found('A', { itemName: '財布' });
    const b = found('B', { itemName: '財布' });
    expect(rankFoundCandidatesExplained(report, [a, b]).map((e) => e.item.id)).toEqual(['A', 'B']);
    expect(rankFoundCandidatesExplained(report, [b, a]).map((e) => e.item.id)).toEqual(['B', 'A']);
  });

  it('leaves out items that are not candidates (other hotel, matched, deleted)', () => {
    const ranked = rankFoundCandidatesExplained(report, [
      found('other', { hotelId: 'harbor' }),
      found('matched', { status: 'matched', matchId: 'M1' }),
      found('deleted', { deleted: true }),
      found('open', {}),
    ]);
    expect(ranked.map((entry) => entry.item.id)).toEqual(['open']);
  });

  it('ranks lost reports for a found item the same way', () => {
    const item = found('F', {
      itemName: 'Porter nylon wallet',
      colour: 'black',
      roomNumber: '815',
    });
    const ranked = rankLostCandidatesExplained(item, [
      lost('L-other', { itemName: 'Red Prada purse', locationLost: 'Room 702' }),
      lost('L-owner', { itemName: '黒い財布（ポーター）', locationLost: '815号室' }),
    ]);
    expect(ranked[0].item.id).toBe('L-owner');
    expect(codes(ranked[0].reasons)).toEqual(expect.arrayContaining(['room', 'brand', 'colour']));
  });
});

describe('Korean and Chinese reports against Japanese staff notes', () => {
  // A week's wallets and power banks, registered in Japanese by the front desk.
  const week = [
    found('F-lv', { itemName: '黒い長財布', description: 'ルイ・ヴィトン 革', roomNumber: '512' }),
    found('F-coach', { itemName: '黒い財布', description: 'コーチ', roomNumber: '512' }),
    found('F-brown', { itemName: '茶色の財布', description: '二つ折り' }),
    found('F-bank', { itemType: 'Charger', itemName: 'モバイルバッテリー 白', roomNumber: '803' }),
    found('F-case', { itemType: 'Charger', itemName: 'スマホケース 白' }),
  ];
  const guest = (data: Record<string, unknown>) =>
    lost('L', { firstName: '', surname: '', locationLost: '', ...data });

  it('puts the right wallet first for a Korean report written without spaces', () => {
    const report = guest({ itemName: '루이비통장지갑', description: '검은색가죽이에요 512호' });
    const ranked = rankFoundCandidatesExplained(report, week.slice(0, 3));
    expect(ranked[0].item.id).toBe('F-lv');
    expect(codes(ranked[0].reasons)).toEqual(
      expect.arrayContaining(['brand', 'colour', 'material', 'item', 'room']),
    );
  });

  it('puts the right wallet and power bank first for Simplified and Traditional Chinese reports', () => {
    const simplified = guest({ itemName: '黑色真皮钱包', description: '路易威登的，在512房间' });
    expect(rankFoundCandidatesExplained(simplified, week.slice(0, 3))[0].item.id).toBe('F-lv');
    const hongKong = guest({ itemType: 'Charger', itemName: '白色尿袋', locationLost: '803' });
    expect(rankFoundCandidatesExplained(hongKong, week.slice(3))[0].item.id).toBe('F-bank');
    const taiwan = guest({ itemType: 'Charger', itemName: '白色行動電源' });
    const [first] = rankFoundCandidatesExplained(taiwan, week.slice(3));
    expect(first.item.id).toBe('F-bank');
    expect(first.reasons).toEqual(
      expect.arrayContaining([{ code: 'item', concepts: ['item:power_bank'] }]),
    );
  });
});

describe('similarity', () => {
  it('matches on the structured colour and brand fields in any language', () => {
    const guest = lost('L', { itemName: 'wallet', colour: 'black', brand: 'Louis Vuitton' });
    const item = found('F', { itemName: '財布', colour: 'black', brand: 'ヴィトン' });
    const { reasons } = similarity(guest, item);
    expect(reasons).toEqual(
      expect.arrayContaining([
        { code: 'brand', concepts: ['brand:louis_vuitton'] },
        { code: 'colour', concepts: ['colour:black'] },
      ]),
    );
  });

  it('finds the room number and the guest name on the found item', () => {
    const guest = lost('L', { locationLost: '1204号室', firstName: 'Emily', surname: 'Johnson' });
    const item = found('F', { roomNumber: '1204', comments: 'Card inside reads E. JOHNSON' });
    const { reasons } = similarity(guest, item);
    expect(reasons).toEqual(
      expect.arrayContaining([
        { code: 'room', room: '1204' },
        { code: 'guestName', name: 'Johnson' },
      ]),
    );
    const japanese = lost('LJ', { firstName: '健二', surname: '渡辺' });
    const license = found('FJ', { comments: '運転免許証あり（渡辺様）' });
    expect(similarity(japanese, license).reasons).toContainEqual({
      code: 'guestName',
      name: '渡辺',
    });
  });

  it('counts the days from check-out, and prefers items found soon after the loss', () => {
    const soon = similarity(report, found('F1', { dateFound: '2026-03-05' }));
    const late = similarity(report, found('F2', { dateFound: '2026-03-09' }));
    expect(soon.reasons.at(-1)).toEqual({ code: 'days', days: 1, from: 'checkout' });
    expect(late.reasons.at(-1)).toEqual({ code: 'days', days: 5, from: 'checkout' });
    expect(soon.value).toBeGreaterThan(late.value);
    const noStay = lost('L', { stayDateFrom: '', stayDateUntil: '', dateLost: '2026-03-04' });
    expect(similarity(noStay, found('F3', { dateFound: '2026-03-04' })).reasons).toEqual([
      { code: 'days', days: 0, from: 'lossDate' },
    ]);
  });

  it('never calls an item found before check-in "during the stay", and ranks it down', () => {
    const guest = lost('L', {
      stayDateFrom: '2026-11-21',
      stayDateUntil: '2026-11-24',
      dateLost: '2026-11-23',
    });
    const before = similarity(guest, found('F1', { dateFound: '2026-11-14' }));
    expect(before.reasons.at(-1)).toEqual({ code: 'days', days: -7, from: 'checkin' });
    const during = similarity(guest, found('F2', { dateFound: '2026-11-22' }));
    expect(during.reasons.at(-1)).toEqual({ code: 'days', days: 1, from: 'stay' });
    expect(before.value).toBeLessThan(during.value);
    // Without a check-in date the days before check-out are counted, not called the stay.
    const noCheckin = lost('L2', { stayDateFrom: '', stayDateUntil: '2026-11-24' });
    expect(similarity(noCheckin, found('F3', { dateFound: '2026-11-22' })).reasons.at(-1)).toEqual({
      code: 'days',
      days: -2,
      from: 'checkout',
    });
  });

  it('marks a different colour against the candidate', () => {
    const brown = similarity(report, found('F', { itemName: '茶色の財布' }));
    const black = similarity(report, found('F', { itemName: '黒い財布' }));
    expect(codes(brown.reasons)).toContain('colourDiffers');
    expect(black.value).toBeGreaterThan(brown.value);
  });
});
