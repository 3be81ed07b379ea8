import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRulesCoverage } from './rules-coverage-report.mjs';

/** The report's text cut into chunks of `size` bytes, streamed as a response body arrives. */
function chunked(text: string, size: number): AsyncIterable<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    chunks.push(bytes.subarray(start, start + size));
  }
  return Readable.from(chunks);
}

const node = (line: number, column: number, values: unknown[], children: unknown[] = []) => ({
  sourcePosition: { fileName: 'firestore.rules', line, column, currentOffset: 120, endOffset: 140 },
  values,
  children,
});

// The shape of the emulator's report; the values hold anything a rule evaluated, including keys
// named like the report's own and strings with quotes, brackets and escapes.
const REPORT = JSON.stringify({
  rules: { files: [{ name: 'firestore.rules', content: "rules_version = '2';\n" }] },
  report: [
    node(12, 7, [{ value: { boolValue: true }, count: 3 }], [node(12, 14, []), node(13, 9, [])]),
    node(20, 5, [
      {
        value: {
          mapValue: {
            fields: {
              report: { stringValue: 'a "quoted" ] } [ { \\ value' },
              sourcePosition: { integerValue: '99' },
              values: { arrayValue: { values: [{ integerValue: '1' }] } },
              line: { integerValue: '123' },
            },
          },
        },
        count: 1,
      },
    ]),
    node(31, 11, [], [node(31, 20, ['x'])]),
  ],
});

describe('readRulesCoverage', () => {
  it('lists every expression in order with its position and whether a test evaluated it', async () => {
    expect(await readRulesCoverage(chunked(REPORT, 1 << 16))).toEqual([
      { line: 12, column: 7, evaluated: true },
      { line: 12, column: 14, evaluated: false },
      { line: 13, column: 9, evaluated: false },
      { line: 20, column: 5, evaluated: true },
      { line: 31, column: 11, evaluated: false },
      { line: 31, column: 20, evaluated: true },
    ]);
  });

  it('reads the same however the bytes are cut into chunks', async () => {
    const whole = await readRulesCoverage(chunked(REPORT, 1 << 16));
    for (const size of [1, 2, 3, 7, 64]) {
      expect(await readRulesCoverage(chunked(REPORT, size))).toEqual(whole);
    }
  });

  it('reads a pretty-printed report (the emulator indents its JSON)', async () => {
    const pretty = JSON.stringify(JSON.parse(REPORT), null, 2);
    expect(await readRulesCoverage(chunked(pretty, 4096))).toEqual(
      await readRulesCoverage(chunked(REPORT, 4096)),
    );
  });

  it('refuses a report cut short', async () => {
    await expect(readRulesCoverage(chunked(REPORT.slice(0, -40), 4096))).rejects.toThrow(
      /ended early/,
    );
  });
});
