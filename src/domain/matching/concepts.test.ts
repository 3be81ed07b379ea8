import { describe, expect, it } from 'vitest';
import { conceptsOfValue, readText } from './concepts';

const concepts = (text: string) => [...readText(text).concepts].sort();

describe('readText', () => {
  it('reads the same concepts from a Japanese and an English description', () => {
    const ja = concepts('黒い革の財布 ルイ・ヴィトン');
    const en = concepts('black leather Louis Vuitton wallet');
    expect(ja).toEqual(['brand:louis_vuitton', 'colour:black', 'item:wallet', 'material:leather']);
    expect(en).toEqual(ja);
  });

  it('knows brands in katakana, Latin letters and abbreviations', () => {
    for (const text of ['ルイヴィトン', 'ﾙｲｳﾞｨﾄﾝ', 'LV', 'louis vuitton', 'Vuitton'])
      expect(concepts(text), text).toContain('brand:louis_vuitton');
    expect(concepts('グッチ')).toEqual(concepts('GUCCI'));
    expect(concepts('アップル製')).toContain('brand:apple');
    expect(concepts('iPhone 15')).toEqual(expect.arrayContaining(['brand:iphone', 'brand:apple']));
  });

  it('maps item synonyms to one concept', () => {
    for (const text of ['財布', 'さいふ', 'サイフ', 'wallet', 'purse', 'billfold', 'wallets'])
      expect(concepts(text), text).toContain('item:wallet');
    for (const text of ['充電器', 'charger', 'adapter', 'ACアダプター'])
      expect(concepts(text), text).toContain('item:charger');
    expect(concepts('傘')).toEqual(concepts('umbrella'));
  });

  it('finds terms inside Japanese compounds without spaces', () => {
    expect(concepts('黒革長財布')).toEqual(['colour:black', 'item:wallet', 'material:leather']);
    expect(concepts('紺の折りたたみ傘')).toEqual(['colour:navy', 'item:folding_umbrella']);
  });

  it('does not read words out of hiragana particles', () => {
    // 「ところ」 holds 「のと」, the folded spelling of ノート (notebook)
    expect(concepts('ベッドのところ')).toEqual(['place:bed']);
  });

  it('keeps the words the glossary does not know', () => {
    const reading = readText('内側に「Y&K」の刻印があります。Engraved EW');
    expect([...reading.concepts]).toContain('feature:engraved');
    expect([...reading.words]).toEqual(expect.arrayContaining(['y&k', 'ew']));
    expect(readText('a small wallet from the lobby').words.has('the')).toBe(false);
  });
});

describe('conceptsOfValue', () => {
  it('maps a typed brand to its concept, or keeps it as typed', () => {
    expect(conceptsOfValue('brand', 'ルイ・ヴィトン')).toEqual(['brand:louis_vuitton']);
    expect(conceptsOfValue('brand', 'New Era')).toEqual(['brand:=newera']);
    expect(conceptsOfValue('brand', '  ')).toEqual([]);
  });
});
