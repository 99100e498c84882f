/**
 * CSV for Excel as Spanish lawyers open it: `;` between fields (a Spanish Excel reads `,` as the decimal
 * comma), CRLF between rows, a UTF-8 byte-order mark first so accents survive, and every field quoted
 * when it holds the separator, a quote or a line break (RFC 4180, quotes doubled).
 *
 * @module
 */

/** Field separator of a Spanish-locale Excel. */
export const CSV_SEPARATOR = ';';

/** UTF-8 byte-order mark: Excel reads the file as UTF-8 only when it starts with it. */
export const CSV_BOM = '\uFEFF';

/** One field, quoted when it must be (separator, `"`, CR or LF; leading or trailing spaces). */
export function csvField(
  value: string | number | null | undefined,
  separator: string = CSV_SEPARATOR,
): string {
  const text = value === null || value === undefined ? '' : String(value);
  const mustQuote =
    text.includes(separator) || /["\r\n]/.test(text) || (text !== text.trim() && text.length > 0);
  return mustQuote ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as a CSV document: BOM, `separator`, CRLF line ends, a final CRLF. */
export function toCsv(
  rows: readonly (readonly (string | number | null | undefined)[])[],
  separator: string = CSV_SEPARATOR,
): string {
  return (
    CSV_BOM + rows.map((row) => row.map((f) => csvField(f, separator)).join(separator) + '\r\n').join('')
  );
}
