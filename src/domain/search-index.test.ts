import { describe, expect, it } from 'vitest';
import { searchRows, searchWords } from './dashboard-search';
import {
  foundItemSearchTokens,
  lostItemSearchTokens,
  MAX_PREFIX,
  mostSelectiveWord,
  queryTokens,
  SEARCH_TOKEN_LIMIT,
  searchTokensOf,
} from './search-index';

/** What the server would return for a typed word: items holding any of its query tokens. */
const serverFinds = (tokens: string[], word: string, types: string[] = []) =>
  queryTokens(word, types).some((token) => tokens.includes(token));

/** The tokens of Aiko Tanaka's report of a blue umbrella, with this reference and phone. */
const aikosReport = (reference: string, phone: string) =>
  lostItemSearchTokens({
    reference,
    itemType: 'Umbrella',
    itemName: 'Blue',
    locationLost: '',
    description: '',
    firstName: 'Aiko',
    surname: 'Tanaka',
    email: '',
    phone,
    country: 'Japan',
  });

describe('search index', () => {
  it('finds a word by any prefix, whatever the case or width', () => {
    const tokens = searchTokensOf(['Black UMBRELLA', 'Ｒｏｏｍ ５０２']);
    for (const typed of ['u', 'Umb', 'umbrella', 'BLA', 'room', '502', '５０'])
      expect(serverFinds(tokens, typed), typed).toBe(true);
    expect(serverFinds(tokens, 'brella')).toBe(false);
  });

  it('finds Japanese text by any substring, through its first pair of characters', () => {
    const tokens = searchTokensOf(['黒い折りたたみ傘', 'ロビーのソファ']);
    for (const typed of ['傘', '折りたたみ', 'たたみ傘', 'ソファ', 'ロビー'])
      expect(serverFinds(tokens, typed), typed).toBe(true);
    expect(serverFinds(tokens, '赤い')).toBe(false);
  });

  it('splits mixed words by script and e-mail addresses at their punctuation', () => {
    const tokens = searchTokensOf(['iPhone充電器', 'john.smith@example.com', 'SAK-7K3Q-2F']);
    for (const typed of ['充電', 'iphone', 'smith@example', 'example.com', 'SAK-7K3Q-2F', '7k3q'])
      expect(serverFinds(tokens, typed), typed).toBe(true);
  });

  it('looks a long word up by its first MAX_PREFIX characters', () => {
    const long = 'supercalifragilisticexpialidocious';
    const tokens = searchTokensOf([long]);
    expect(queryTokens(long)).toEqual([long.slice(0, MAX_PREFIX)]);
    expect(serverFinds(tokens, long)).toBe(true);
  });

  it('sends the canonical names of types whose translated label matched', () => {
    const tokens = foundItemSearchTokens({
      itemType: 'credit_card',
      itemName: '',
      roomNumber: '',
      hotelComplex: '',
      otherLocation: 'Lobby',
      storageLocation: '',
      description: '',
      firstName: '',
      surname: '',
      email: '',
      phone: '',
      country: '',
      comments: '',
      finderName: '',
      organisation: '',
    });
    expect(serverFinds(tokens, 'クレジット')).toBe(false);
    expect(serverFinds(tokens, 'クレジット', ['credit_card'])).toBe(true);
  });

  it('indexes a lost report with its reference', () => {
    const tokens = aikosReport('SAK-7K3Q-2F', '+81 90-1234-5678');
    for (const typed of ['sak-7k3q', 'aiko', 'tanaka', '90', 'japan'])
      expect(serverFinds(tokens, typed), typed).toBe(true);
  });

  it('finds a phone stored in E.164 by its national number, with or without the trunk 0', () => {
    const tokens = aikosReport('', '+819012345678');
    for (const typed of ['9012', '090', '09012345678', '81'])
      expect(serverFinds(tokens, typed), typed).toBe(true);
  });

  it('stops at SEARCH_TOKEN_LIMIT tokens, keeping the first fields', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `w${i.toString(36)}x`);
    const tokens = searchTokensOf(['Umbrella', words.join(' ')]);
    expect(tokens).toHaveLength(SEARCH_TOKEN_LIMIT);
    expect(tokens).toContain('umbrella');
  });

  it('never lets the index show an item the browser search would not', () => {
    // The server's hits are filtered again with the full search; a token match alone is not enough.
    const haystack = 'umbrella\u0000lobby';
    expect(searchRows([haystack], 'umbrella red', (row) => row)).toEqual([]);
  });

  it('looks up the most selective word, Japanese weighted above short Latin words', () => {
    expect(mostSelectiveWord(searchWords('red umbrella 12'))).toBe('umbrella');
    expect(mostSelectiveWord(searchWords('傘 a'))).toBe('傘');
    expect(mostSelectiveWord(searchWords(', ,'))).toBeNull();
    expect(mostSelectiveWord(['--'])).toBeNull();
  });
});
