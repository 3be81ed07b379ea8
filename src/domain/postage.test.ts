import { describe, expect, it } from 'vitest';
import { calculatePostage, formatYen, parsePackageWeight } from './postage';

describe('postage (spec §9)', () => {
  it.each([
    ['small', 'United Kingdom', 1300],
    ['small', 'UK', 1300],
    ['medium', 'USA', 2400],
    ['large', 'Australia', 3300],
    ['small', 'Canada', 1200],
    ['medium', 'Germany', 2600],
    ['large', 'France', 3900],
    ['small', 'Italy', 1300],
    ['small', 'Spain', 1300],
    ['large', 'China', 3000],
    ['medium', 'South Korea', 2000],
    ['small', 'Thailand', 1000],
    ['small', 'Singapore', 1000],
    ['small', 'Malaysia', 1000],
    ['small', 'Indonesia', 1000],
    ['small', 'Philippines', 1000],
    ['small', 'Vietnam', 1000],
    ['medium', 'India', 2200],
    ['large', 'Brazil', 4200],
    ['medium', 'Mexico', 2600],
    ['medium', 'Russia', 3000],
    ['medium', 'Japan', 2000],
    ['small', 'Atlantis', 1000],
  ])('%s to %s costs %i yen', (size, destination, yen) => {
    expect(calculatePostage(size, destination)).toBe(yen);
  });

  it('uses a ¥2,000 base for an unknown size and rounds to whole yen', () => {
    expect(calculatePostage('huge', 'Japan')).toBe(2000);
    expect(calculatePostage(null, 'Russia')).toBe(3000);
    expect(calculatePostage('small', 'Australia')).toBe(1100);
  });

  it('shows yen with a yen sign and thousands separator', () => {
    expect(formatYen(1300)).toBe('¥1,300');
    expect(formatYen(4200)).toBe('¥4,200');
  });

  it('parses the optional weight: blank is none, negative or text is refused', () => {
    expect(parsePackageWeight('')).toEqual({ ok: true, value: null });
    expect(parsePackageWeight(' 0.5 ')).toEqual({ ok: true, value: 0.5 });
    expect(parsePackageWeight('0')).toEqual({ ok: true, value: 0 });
    expect(parsePackageWeight('-0.1')).toEqual({ ok: false, error: 'invalidWeight' });
    expect(parsePackageWeight('heavy')).toEqual({ ok: false, error: 'invalidWeight' });
  });
});
