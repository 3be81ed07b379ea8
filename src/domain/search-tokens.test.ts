import { describe, expect, it } from 'vitest';
import {
  foundItemSearchTokens,
  lostItemSearchTokens,
  MAX_PREFIX,
  MAX_SEARCH_TOKENS,
  queryToken,
  searchTokensOf,
} from './search-tokens';

const finds = (tokens: string[], query: string) => {
  const token = queryToken(query);
  return token !== null && tokens.includes(token);
};

describe('searchTokensOf', () => {
  it('indexes the prefixes of every word, lower case', () => {
    const tokens = searchTokensOf(['iPhone 15 Pro']);
    expect(tokens).toEqual(expect.arrayContaining(['ip', 'iph', 'iphone', '15', 'pr', 'pro']));
    expect(tokens).not.toContain('phone');
  });

  it('caps prefixes at MAX_PREFIX characters', () => {
    const tokens = searchTokensOf(['internationalisation']);
    expect(Math.max(...tokens.map((token) => token.length))).toBe(MAX_PREFIX);
  });

  it('indexes Japanese by characters and neighbouring pairs', () => {
    const tokens = searchTokensOf(['黒い長財布']);
    expect(tokens).toEqual(expect.arrayContaining(['黒', '財', '財布', '長財', 'い長']));
  });

  it('splits mixed runs and normalises full-width text', () => {
    expect(searchTokensOf(['ｉＰｈｏｎｅ用'])).toEqual(expect.arrayContaining(['iphone', '用']));
  });

  it('never exceeds the cap the rules accept', () => {
    const long = Array.from({ length: 400 }, (_, index) => `word${index}x`).join(' ');
    expect(searchTokensOf([long]).length).toBe(MAX_SEARCH_TOKENS);
  });
});

describe('queryToken', () => {
  it('asks for the longest query word, cut to MAX_PREFIX', () => {
    expect(queryToken('blue iphone')).toBe('iphone');
    expect(queryToken('Internationalisation')).toBe('internationa');
  });

  it('asks for the first two characters of a Japanese word', () => {
    expect(queryToken('財布')).toBe('財布');
    expect(queryToken('長財布')).toBe('長財');
  });

  it('has no token for one-letter searches', () => {
    expect(queryToken('a')).toBeNull();
    expect(queryToken('  ')).toBeNull();
  });
});

describe('item tokens', () => {
  const found = {
    itemType: 'Wallet',
    itemName: 'Brown leather wallet',
    description: 'Contains a library card',
    roomNumber: '1204',
    hotelComplex: 'East wing',
    otherLocation: '',
    storageLocation: 'Safe B',
    firstName: 'Emily',
    surname: 'Johnson',
    email: 'emily@example.com',
    phone: '+44 7700900123',
    country: 'GB',
    brand: 'Coach',
  };

  it('finds a found item by name, description, location, guest and type in both languages', () => {
    const tokens = foundItemSearchTokens(found, ['Wallet', '財布']);
    for (const query of ['leath', 'library', '1204', 'east', 'johnson', 'emi', '財布', 'coach'])
      expect(finds(tokens, query), query).toBe(true);
  });

  it('finds a lost item by its reference and guest name', () => {
    const tokens = lostItemSearchTokens(
      {
        reference: 'SAK-7K3Q-2F',
        itemType: 'Phone',
        itemName: 'iPhone',
        description: '',
        locationLost: 'Room 1204',
        firstName: 'James',
        surname: 'Carter',
        email: '',
        phone: '',
        country: 'US',
        brand: '',
      },
      ['Phone', 'スマートフォン'],
    );
    for (const query of ['7k3q', 'carter', 'スマ', 'room 1204'])
      expect(finds(tokens, query), query).toBe(true);
  });
});
