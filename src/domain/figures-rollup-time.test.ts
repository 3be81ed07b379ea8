import { describe, expect, it } from 'vitest';
import { rollupOf } from './figures-rollup';
import { countBetween } from './figures-rollup-time';

const HOUR = 3_600_000;
const stamp = (ms: number) => ({ toMillis: () => ms });
const NOW = new Date(Date.UTC(2026, 5, 15, 12));

/** Times around every UTC month start of the kept year, every 7 minutes, and a few in between. */
function sampleTimes(): number[] {
  const times: number[] = [];
  for (let month = 0; month < 13; month += 1) {
    const start = Date.UTC(2025, 5 + month, 1);
    for (let t = start - 30 * HOUR; t < start + 30 * HOUR; t += 7 * 60_000) times.push(t);
    times.push(start + 10 * 24 * HOUR + 5 * 60_000);
  }
  return times;
}

describe('countBetween (months in any time zone from UTC days and quarter hours)', () => {
  const times = sampleTimes();
  const rollup = rollupOf(
    times.map((t) => ({ hotelId: 'h', deleted: false, status: 'matched', createdAt: stamp(t) })),
    [],
    [],
    NOW,
  );
  // Offsets of real zones: −12, −9:30, −3, 0, +5:30, +5:45, +9, +12:45, +14.
  const offsets = [-12, -9.5, -3, 0, 5.5, 5.75, 9, 12.75, 14].map((hours) => hours * HOUR);

  it('counts exactly the times of each month starting at a zone’s midnight', () => {
    for (const offset of offsets) {
      for (let month = 1; month < 12; month += 1) {
        const start = Date.UTC(2025, 5 + month, 1) - offset;
        const end = Date.UTC(2025, 6 + month, 1) - offset;
        const expected = times.filter((t) => t >= start && t < end).length;
        expect(countBetween(rollup.found, start, end), `offset ${offset / HOUR} h`).toBe(expected);
      }
    }
  });

  it('refuses a bound that is not on a quarter hour', () => {
    expect(() =>
      countBetween(rollup.found, Date.UTC(2026, 0, 1) + 60_000, Date.UTC(2026, 1, 1)),
    ).toThrow();
  });
});
