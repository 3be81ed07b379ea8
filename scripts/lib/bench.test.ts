import { describe, expect, it } from 'vitest';
import { benchRuns, median, verdict } from './bench.mjs';

describe('the benchmarks’ shared harness', () => {
  it('takes the middle run, and the mean of the two middle ones for an even count', () => {
    expect(median([900, 100, 300])).toBe(300);
    expect(median([400, 100, 300, 200])).toBe(250);
  });

  it('says whether each figure met its target', () => {
    expect(verdict('reload', 499.6, 500)).toBe('reload 500 ms (target 500 ms, met)');
    expect(verdict('reload', 501, 500)).toBe('reload 501 ms (target 500 ms, NOT met)');
    expect(verdict('bundle', 150, 147, 'KB')).toBe('bundle 150 KB (target 147 KB, NOT met)');
  });

  it('reads BENCH_RUNS, never fewer than one run', () => {
    const before = process.env.BENCH_RUNS;
    try {
      process.env.BENCH_RUNS = '5';
      expect(benchRuns()).toBe(5);
      process.env.BENCH_RUNS = '0';
      expect(benchRuns()).toBe(3);
      process.env.BENCH_RUNS = 'many';
      expect(benchRuns(10)).toBe(10);
      delete process.env.BENCH_RUNS;
      expect(benchRuns(10)).toBe(10);
    } finally {
      if (before === undefined) delete process.env.BENCH_RUNS;
      else process.env.BENCH_RUNS = before;
    }
  });
});
