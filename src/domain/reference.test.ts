import { describe, expect, it } from 'vitest';
import {
  generateReference,
  hotelPrefix,
  isReference,
  normalizeReference,
  REFERENCE_ALPHABET,
  REFERENCE_WAIT_MS,
  referenceState,
} from './reference';

describe('reference numbers', () => {
  it('uses an alphabet without 0, O, 1 or I', () => {
    for (const char of ['0', 'O', '1', 'I']) expect(REFERENCE_ALPHABET).not.toContain(char);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });

  it('derives a three-letter hotel prefix', () => {
    expect(hotelPrefix('sakura-tokyo')).toBe('SAK');
    expect(hotelPrefix('harbor-yokohama')).toBe('HAR');
    // O and I are skipped, digits too; short ids are padded.
    expect(hotelPrefix('kyoto-garden')).toBe('KYT');
    expect(hotelPrefix('io-1')).toBe('XXX');
    expect(hotelPrefix('a')).toBe('AXX');
  });

  it('formats PREFIX-XXXX-XX from the random source', () => {
    let i = 0;
    const ref = generateReference('sakura-tokyo', (n) => i++ % n);
    expect(ref).toBe('SAK-2345-67');
    expect(isReference(ref)).toBe(true);
    expect(generateReference('sakura-tokyo', (n) => n - 1)).toBe('SAK-ZZZZ-ZZ');
  });

  it('only produces valid references with Math.random', () => {
    const seen = new Set<string>();
    for (let k = 0; k < 2000; k += 1) {
      const ref = generateReference('kyoto-garden', (n) => Math.floor(Math.random() * n));
      expect(isReference(ref)).toBe(true);
      expect(ref).not.toMatch(/[01OI]/);
      seen.add(ref);
    }
    expect(seen.size).toBeGreaterThan(1990);
  });

  it('rejects malformed references and normalises what guests type', () => {
    expect(isReference('SAK-7K3Q-2F')).toBe(true);
    expect(isReference('SAK-7K3Q-2O')).toBe(false);
    expect(isReference('SAK7K3Q2F')).toBe(false);
    expect(normalizeReference(' sak 7k3q 2f ')).toBe('SAK-7K3Q-2F');
    expect(normalizeReference('sak-7k3q-2f')).toBe('SAK-7K3Q-2F');
    expect(normalizeReference('nonsense')).toBe('NONSENSE');
  });
});

describe('referenceState', () => {
  const saved = new Date('2026-11-20T10:00:00Z');
  const after = (ms: number) => new Date(saved.getTime() + ms);

  it('is assigned once the report has a reference', () => {
    expect(referenceState('SAK-7K3Q-2F', saved, after(REFERENCE_WAIT_MS * 10))).toBe('assigned');
  });

  it('waits for a reference only for a short while after the report was saved', () => {
    expect(referenceState('', null, saved)).toBe('pending');
    expect(referenceState('', saved, after(5_000))).toBe('pending');
    expect(referenceState('', saved, after(REFERENCE_WAIT_MS))).toBe('missing');
    expect(referenceState('', saved, after(86_400_000))).toBe('missing');
  });
});
