export type CsvCell = string | number | boolean | null | undefined;

/** Cells that a spreadsheet would run as a formula get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds the separator, a quote or a line break. */
export function csvField(value: CsvCell, separator = ';'): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'evet' : 'hayır') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document for Turkish Excel: UTF-8 BOM (so ş, ğ, İ survive), ';' separator, CRLF line ends.
 */
export function toCsv(header: string[], rows: CsvCell[][], separator = ';'): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvField(cell, separator)).join(separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
