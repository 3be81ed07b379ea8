// Why no tool does this: the benchmarks measure with the tools (Lighthouse, Playwright, the
// emulators, Node's clocks); what each of them prints around its figures is written here once:
// how many runs, the median, the machine's load, and each target's verdict.
import { availableParallelism, loadavg } from 'node:os';

/** BENCH_RUNS (at least 1), else `fallback`: how many times a benchmark measures each figure. */
export function benchRuns(fallback = 3) {
  return Math.max(1, Number(process.env.BENCH_RUNS ?? fallback) || fallback);
}

/** The middle value (of an even count, the mean of the two middle ones). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "2 cores, load average 1.2 / 0.9 / 0.7": every figure here grows with the load. */
export function machine() {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return `${availableParallelism()} cores, load average ${load}`;
}

/** "reload 420 ms (target 500 ms, met)": a figure against its target (lower is better). */
export function verdict(name, value, target, unit = 'ms') {
  const met = value <= target;
  return `${name} ${Math.round(value)} ${unit} (target ${target} ${unit}, ${met ? 'met' : 'NOT met'})`;
}
