/**
 * Personal and contact identifiers, each verified where it carries a check: DNI and NIE (check letter),
 * CIF (control digit or letter), IBAN (ISO 13616 mod 97), Spanish telephone numbers, e-mail addresses.
 *
 * @module
 */
import type { Entity } from './types.js';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** True when a DNI ('12345678Z') or NIE ('X1234567L') has the right check letter. */
export function validDniNie(id: string): boolean {
  const s = id.toUpperCase().replace(/[\s.-]/g, '');
  const m = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(s);
  if (!m) return false;
  const lead = m[1] === 'X' ? '0' : m[1] === 'Y' ? '1' : m[1] === 'Z' ? '2' : (m[1] ?? '');
  return DNI_LETTERS[Number(lead + m[2]) % 23] === m[3];
}

/** True when a CIF ('B12345674') has the right control character. */
export function validCif(id: string): boolean {
  const s = id.toUpperCase().replace(/[\s.-]/g, '');
  const m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(s);
  if (!m) return false;
  const digits = m[2] ?? '';
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 0) {
      const x = d * 2;
      sum += Math.floor(x / 10) + (x % 10);
    } else sum += d;
  }
  const control = (10 - (sum % 10)) % 10;
  const letter = 'JABCDEFGHI'[control];
  const last = m[3] ?? '';
  const kind = m[1] ?? '';
  if ('PQRSNW'.includes(kind)) return last === letter;
  if ('ABEH'.includes(kind)) return last === String(control);
  return last === String(control) || last === letter;
}

/** True when an IBAN passes the ISO 13616 mod-97 check. */
export function validIban(iban: string): boolean {
  const s = iban.toUpperCase().replace(/\s+/g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of v) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

const DNI_RE =
  /(?<![\p{L}\p{N}])(\d{1,2}\.?\d{3}\.?\d{3}[\s-]?[A-Za-z]|[XYZxyz][\s-]?\d{7}[\s-]?[A-Za-z])(?![\p{L}\p{N}])/gu;
const CIF_RE = /(?<![\p{L}\p{N}])([ABCDEFGHJNPQRSUVW][\s-]?\d{7}[\s-]?[0-9A-J])(?![\p{L}\p{N}])/gu;
const IBAN_RE =
  /(?<![\p{L}\p{N}])([A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?)(?![\p{L}\p{N}])/gu;
const PHONE_RE =
  /(?<![\p{L}\p{N}+])((?:\+34|0034)[\s.-]?)?([6789]\d{2}(?:[\s.-]?\d{2,3}){2,3}|[6789]\d{8})(?![\p{N}])/gu;
const EMAIL_RE =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[A-Za-z]{2,}(?![\p{L}\p{N}])/gu;

/** Identifiers of a text: DNI, NIE, CIF, IBAN, phones, e-mails; only the ones whose check passes. */
export function findIdentifiers(text: string): Entity[] {
  const out: Entity[] = [];
  const push = (type: Entity['type'], start: number, raw: string, value: string, subtype?: string) =>
    out.push({ type, text: raw, start, end: start + raw.length, value, ...(subtype ? { subtype } : {}) });
  for (const m of text.matchAll(DNI_RE)) {
    const raw = m[1] ?? '';
    const value = raw.toUpperCase().replace(/[\s.-]/g, '');
    if (validDniNie(value)) push('ID', m.index, raw, value, /^[XYZ]/.test(value) ? 'NIE' : 'DNI');
  }
  for (const m of text.matchAll(CIF_RE)) {
    const raw = m[1] ?? '';
    const value = raw.toUpperCase().replace(/[\s-]/g, '');
    if (validCif(value)) push('ID', m.index, raw, value, 'CIF');
  }
  for (const m of text.matchAll(IBAN_RE)) {
    const raw = (m[1] ?? '').trimEnd();
    if (validIban(raw)) push('IBAN', m.index, raw, raw.replace(/\s+/g, ''));
  }
  for (const m of text.matchAll(PHONE_RE)) {
    const digits = (m[2] ?? '').replace(/\D/g, '');
    if (digits.length !== 9) continue;
    push('PHONE', m.index, m[0], `${m[1] ? '+34' : ''}${digits}`);
  }
  for (const m of text.matchAll(EMAIL_RE)) push('EMAIL', m.index, m[0], m[0].toLowerCase());
  return out;
}
