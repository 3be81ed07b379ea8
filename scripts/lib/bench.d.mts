// Types of bench.mjs for the tests that import it.
export declare function benchRuns(fallback?: number): number;
export declare function median(values: number[]): number;
export declare function machine(): string;
export declare function verdict(name: string, value: number, target: number, unit?: string): string;
