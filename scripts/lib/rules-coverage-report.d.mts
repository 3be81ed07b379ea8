// Types of rules-coverage-report.mjs for its test.
export declare function readRulesCoverage(
  chunks: AsyncIterable<Uint8Array>,
): Promise<{ line: number; column: number; evaluated: boolean }[]>;
