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

describe('readText in Korean and Chinese', () => {
  it('reads the same concepts as the Japanese staff note', () => {
    const ja = concepts('黒い革の財布 ルイ・ヴィトン');
    expect(concepts('검은색 가죽 루이비통 지갑을 잃어버렸어요')).toEqual(ja);
    expect(concepts('까만 가죽지갑 루이비통')).toEqual(ja);
    expect(concepts('黑色真皮路易威登钱包')).toEqual(ja);
    expect(concepts('黑色的真皮錢包，路易威登')).toEqual(ja);
  });

  it('knows the common words of Korean, mainland, Taiwan and Hong Kong guests', () => {
    for (const text of ['지갑', '반지갑', '钱包', '錢包', '皮夹', '皮夾', '銀包'])
      expect(concepts(text), text).toEqual(['item:wallet']);
    for (const text of ['보조배터리', '보조 배터리', '充电宝', '充電寶', '行動電源', '尿袋'])
      expect(concepts(text), text).toEqual(['item:power_bank']);
    for (const text of ['휴대폰', '핸드폰', '手机', '手機', '手提電話'])
      expect(concepts(text), text).toContain('item:phone');
    for (const text of ['루이비통', '路易威登', 'LV'])
      expect(concepts(text), text).toEqual(['brand:louis_vuitton']);
    for (const text of ['검정', '검은색', '까만', '黑色', '黑的', '黒'])
      expect(concepts(text), text).toEqual(['colour:black']);
    for (const text of ['열쇠', '钥匙', '鑰匙', '鎖匙', '鍵'])
      expect(concepts(text), text).toEqual(['item:keys']);
  });

  it('tells Japanese forms from Chinese ones only where they mean different things', () => {
    // 黒 (Japanese) and 黑 (Chinese) are both black; 鍵盤 is a keyboard, not a key
    expect(concepts('黑')).toEqual(concepts('黒'));
    expect(concepts('鍵盤')).toEqual(['item:mouse']);
    expect(concepts('折叠伞')).toEqual(concepts('折りたたみ傘'));
    expect(concepts('縮骨遮')).toEqual(['item:folding_umbrella']);
  });

  it('does not read a term out of a longer word that means something else', () => {
    expect(concepts('酒店大堂')).toEqual(['place:lobby']); // a hotel, not drinks (酒)
    expect(concepts('麻烦您了')).toEqual([]); // trouble, not linen (麻)
    expect(concepts('明天去机场')).toEqual([]); // an airport, not a desk (机)
    expect(concepts('체크인 할 때')).toEqual([]); // check-in, not a check pattern
  });

  it('reads a one-syllable Korean word only as a word of its own', () => {
    expect(concepts('약을 잃어버렸어요')).toEqual(['item:medication']);
    expect(concepts('책 두 권')).toEqual(['item:book']);
    // 가 is the particle of 열쇠, and 방 starts the next word: no bag (가방) in it
    expect(concepts('열쇠가 방에')).toEqual(['item:keys', 'place:guest_room']);
    // 은 inside 검은 is not silver; 반지갑 is a wallet, not a ring (반지)
    expect(concepts('검은 반지갑')).toEqual(['colour:black', 'item:wallet']);
  });

  it('keeps the Korean words it does not know, without their particles', () => {
    const words = [...readText('스누피가 그려진 파우치를 로비에서').words];
    expect(words).toContain('스누피');
    expect(words).toContain('그려진');
    expect(words.some((word) => word.endsWith('가') || word.endsWith('를'))).toBe(false);
    expect(words).not.toContain('에서'); // the particle of 로비, a term
  });
});

describe('conceptsOfValue', () => {
  it('maps a typed brand to its concept, or keeps it as typed', () => {
    expect(conceptsOfValue('brand', 'ルイ・ヴィトン')).toEqual(['brand:louis_vuitton']);
    expect(conceptsOfValue('brand', 'New Era')).toEqual(['brand:=newera']);
    expect(conceptsOfValue('brand', '  ')).toEqual([]);
    expect(conceptsOfValue('brand', '루이비통')).toEqual(['brand:louis_vuitton']);
    expect(conceptsOfValue('brand', '路易威登')).toEqual(['brand:louis_vuitton']);
  });
});
