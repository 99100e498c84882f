/**
 * The audit log as CSV for a spreadsheet (`GET /api/admin/audit.csv`): UTF-8 with a byte-order mark,
 * `;`-separated (Spanish Excel reads `,` as the decimal mark), CRLF line ends, a header row, every value
 * in double quotes (inner quotes doubled). A value starting with `=`, `+`, `-`, `@`, tab or CR gets a
 * leading `'` so a spreadsheet never runs it as a formula.
 *
 * @module
 */
import type { AuditRow } from './repo.js';

/** The header row, in column order. */
export const AUDIT_CSV_HEADER = [
  'fecha',
  'usuario',
  'email',
  'evento',
  'resultado',
  'ip',
  'request_id',
  'detalle',
] as const;

/** One value quoted for the CSV. */
export function csvValue(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The CSV document of `rows` (header first). */
export function auditCsv(rows: readonly AuditRow[]): string {
  const lines = [AUDIT_CSV_HEADER.map(csvValue).join(';')];
  for (const r of rows) {
    lines.push(
      [r.created_at, r.user_id, r.email, r.action, r.outcome, r.ip, r.request_id, JSON.stringify(r.detail)]
        .map(csvValue)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
