import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryForDialCode,
  countryLabel,
  countryName,
  normalizeCountry,
} from './countries';

describe('countries', () => {
  it('lists about 46 countries, each with a unique ISO code and a dial code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
  });

  it('maps the aliases UK and GB to United Kingdom, US and USA to United States', () => {
    expect(normalizeCountry('UK')).toBe('United Kingdom');
    expect(normalizeCountry('gb')).toBe('United Kingdom');
    expect(normalizeCountry('US')).toBe('United States');
    expect(normalizeCountry(' usa ')).toBe('United States');
    expect(normalizeCountry('イギリス')).toBe('United Kingdom');
    expect(normalizeCountry('Atlantis')).toBe('Atlantis');
  });

  it('fills in the country for a dial code only when the code maps to one country', () => {
    expect(countryForDialCode('+44')?.name).toBe('United Kingdom');
    expect(countryForDialCode('81')?.name).toBe('Japan');
    expect(countryForDialCode('+1')).toBeUndefined();
    expect(countryForDialCode('+999')).toBeUndefined();
  });

  it('names countries in the reader language from Intl.DisplayNames, never an abbreviation', () => {
    expect(countryName('Japan', 'ja')).toBe('日本');
    expect(countryName('France', 'ja-JP')).toBe('フランス');
    expect(countryName('USA', 'en')).toBe('United States');
    expect(countryName('United Kingdom', 'en')).toBe('United Kingdom');
    expect(countryName('Hong Kong', 'ja')).toBe('香港');
    expect(countryName('Atlantis', 'ja')).toBe('Atlantis');
    for (const language of ['en', 'ja'])
      for (const country of COUNTRIES) {
        const label = countryLabel(country, language);
        expect(label, country.code).not.toMatch(/^[A-Z]{2,3}$/);
        // What the picker shows is found again, and stored as the English name.
        expect(normalizeCountry(label), country.code).toBe(country.name);
      }
  });

  it('keeps every stored name and the Japanese names typed before (they are found again)', () => {
    expect(normalizeCountry('イギリス')).toBe('United Kingdom');
    expect(normalizeCountry('アメリカ合衆国')).toBe('United States');
    expect(normalizeCountry('Turkey')).toBe('Turkey');
    expect(normalizeCountry('Türkiye')).toBe('Turkey');
  });
});
