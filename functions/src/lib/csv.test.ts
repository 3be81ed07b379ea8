import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { BOM, CsvWriter, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and keeps Japanese text', () => {
    const csv = toCsv(['品名'], [['財布']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toContain('財布');
  });

  it('is empty when there is nothing to export', () => {
    expect(toCsv(['a'], [])).toBe('');
  });

  it('neutralises every cell that could start a formula, including one with a newline', () => {
    const dangerous = ['=1+1\nfoo', '+SUM(A1)', '-2+3', '@cmd', '\t=x', ' =HYPERLINK("x")', '\r=1'];
    const csv = toCsv(
      ['cell'],
      dangerous.map((value) => [value]),
    );
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data.slice(1);
    expect(parsed.map((row) => row[0])).toEqual(dangerous.map((value) => `'${value}`));
  });

  it('leaves ordinary cells alone', () => {
    const csv = toCsv(['cell'], [['iPhone 15'], ['1-2-3 Ginza'], ['+81 90 1234']]);
    expect(csv).toContain('iPhone 15');
    expect(csv).toContain("'+81 90 1234");
    expect(csv).toContain('1-2-3 Ginza');
  });
});

describe('CsvWriter', () => {
  it('writes rows added a page at a time exactly as one toCsv of them all', () => {
    const rows = [
      ['a', '=1'],
      ['b,c', 'line\nbreak'],
      ['日本', '"q"'],
    ];
    const writer = new CsvWriter(['h1', 'h2']);
    writer.add(rows.slice(0, 1));
    writer.add([]);
    writer.add(rows.slice(1));
    expect(writer.rowCount).toBe(3);
    expect(writer.toString()).toBe(toCsv(['h1', 'h2'], rows));
    expect(new CsvWriter(['h']).toString()).toBe('');
  });
});
