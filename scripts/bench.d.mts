// Types of bench.mjs for its test.
export declare const BENCHMARKS: Record<
  string,
  { about: string; command: string; alone?: boolean; exec?: string[] }
>;
export declare function benchCommand(name: string, extra?: string[]): string | null;
