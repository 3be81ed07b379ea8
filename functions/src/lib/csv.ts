import Papa from 'papaparse';

/**
 * Cells that a spreadsheet could run as a formula start with = + - @ tab or CR, possibly after
 * whitespace. papaparse's default pattern (/^[=+\-@\t\r].*$/) misses a cell such as "=1+1\nfoo"
 * because `.` stops at the newline, so an explicit pattern is passed; matching cells get a
 * leading apostrophe.
 */
export const FORMULA_PATTERN = /^\s*[=+\-@\t\r]/;

/** Excel opens UTF-8 CSV (Japanese included) correctly only with a byte-order mark. */
export const BOM = '\uFEFF';

const NEWLINE = '\r\n';
const OPTIONS = { escapeFormulae: FORMULA_PATTERN, newline: NEWLINE } as const;

/** CSV lines of some rows (no header, no trailing newline). */
export function csvLines(rows: string[][]): string {
  return Papa.unparse(rows, OPTIONS);
}

/**
 * Builds a CSV a few hundred rows at a time: each batch becomes text at once, so what stays in
 * memory is the output itself, never the records it was made from.
 */
export class CsvWriter {
  private readonly chunks: string[] = [];
  private count = 0;

  constructor(private readonly header: string[]) {}

  add(rows: string[][]): void {
    if (rows.length === 0) return;
    this.chunks.push(csvLines(rows));
    this.count += rows.length;
  }

  get rowCount(): number {
    return this.count;
  }

  /** The whole file: BOM, header and rows; '' when there is nothing to export. */
  toString(): string {
    if (this.count === 0) return '';
    return BOM + csvLines([this.header]) + NEWLINE + this.chunks.join(NEWLINE);
  }
}

export function toCsv(header: string[], rows: string[][]): string {
  const writer = new CsvWriter(header);
  writer.add(rows);
  return writer.toString();
}
