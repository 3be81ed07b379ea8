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

export function toCsv(header: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  return (
    BOM +
    Papa.unparse(
      { fields: header, data: rows },
      { escapeFormulae: FORMULA_PATTERN, newline: '\r\n' },
    )
  );
}
