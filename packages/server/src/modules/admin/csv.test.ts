import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER, auditCsv, csvValue } from './csv.js';

describe('audit CSV', () => {
  it.each([
    ['texto', '"texto"'],
    ['dice "hola"', '"dice ""hola"""'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+34 600', `"'+34 600"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['a;b\nc', '"a;b\nc"'],
    [null, '""'],
    [42, '"42"'],
  ])('quotes %j as %s', (value, quoted) => {
    expect(csvValue(value)).toBe(quoted);
  });

  it('writes a BOM, the header row and one CRLF line per row, ;-separated', () => {
    const csv = auditCsv([
      {
        id: 1,
        created_at: '2026-01-15T10:00:00.000Z',
        user_id: 'u1',
        email: 'ana@despacho.es',
        action: 'plan_change',
        outcome: 'ok',
        ip: '203.0.113.1',
        request_id: 'r1',
        detail: { reason: 'Convenio' },
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      AUDIT_CSV_HEADER.map((h) => `"${h}"`).join(';'),
      '"2026-01-15T10:00:00.000Z";"u1";"ana@despacho.es";"plan_change";"ok";"203.0.113.1";"r1";"{""reason"":""Convenio""}"',
      '',
    ]);
  });
});
