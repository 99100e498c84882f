/**
 * Procedural and registry numbers: application numbers ('demanda no 28426/06'), 'recurso nº 123/2019',
 * 'procedimiento ordinario 45/2020', 'autos 12/2021', Roj ('Roj: STS 1234/2020'), ECLI (found by
 * `findCitations`), and numbers after 'nº', 'núm.', 'número', 'parcela', 'hoja/plano'.
 *
 * @module
 */
import type { Citation } from '../citations.js';
import type { Entity } from './types.js';

/** One code: digits first, then letters, digits, slashes, dots or dashes ('28426/06', '11/23W1E', '5299'). */
const TOKEN = `\\d[\\dA-Za-z]*(?:(?:\\s?/\\s?|[.-])[\\dA-Za-z]+)*`;
const LIST = `${TOKEN}(?:\\s*(?:,|\\sy|\\se)\\s*(?:n\\.?\\s?[º°o]\\.?\\s*)?${TOKEN})*`;
/** The word before a number that makes it a code. */
const NUMBER_SIGN = `(?:n\\.?\\s?[º°o]s?\\.?|n[úu]ms?\\.|n[úu]meros?|nos?\\.|nos|no|Nº|N\\.º|Núm\\.)`;
/** What the number identifies, when the text says it (kept as the code's subtype). */
const HEADS =
  '(recursos?|procedimientos?|autos|rollo|ejecutoria|diligencias(?:\\s+previas|\\s+urgentes)?|juicio(?:\\s+ordinario|\\s+verbal|\\s+cambiario|\\s+monitorio)?|expediente|sumario|demandas?|solicitud(?:es)?|asuntos?|causa|sentencia|auto|resoluci[oó]n|parcelas?|fincas?|hoja\\s*/\\s*plano|plano|hoja|registrad[oa]\\s+con\\s+el)';
const HEADED_RE = new RegExp(
  `(?<![\\p{L}])${HEADS}((?:\\s+(?:de\\s+)?(?:apelaci[oó]n|casaci[oó]n|suplicaci[oó]n|amparo|reposici[oó]n|revisi[oó]n|ordinario|abreviado|verbal|contencioso-administrativo|penal|civil|laboral|social))*)\\s*\\(?\\s*(?:${NUMBER_SIGN}\\s*)?(${LIST})`,
  'giu',
);
const SIGN_RE = new RegExp(`(?<![\\p{L}])${NUMBER_SIGN}\\s*(${LIST})`, 'gu');
const ROJ_RE =
  /(?<![\p{L}])Roj:?\s*((?:STS|ATS|SAN|AAN|STSJ|ATSJ|SAP|AAP|SJPI|SJM|SJS|STC|ATC)\s+\d{1,6}\/\d{4})/gu;
/** A norm's number ('Ley núm. 466', 'Protocolo n.º 11') belongs to its citation, not to the codes. */
const NORM_BEFORE =
  /(?:Ley|Reglamento|Decreto|Directiva|Orden|Protocolo|Convenio|Tratado|Resoluci[oó]n|Instrucci[oó]n|Circular)\s*$/u;
/** Units and words that make 'no 5' a negation or a count, not a number sign. */
const NOT_CODE_AFTER = /^\s*(?:años?|mes(?:es)?|d[ií]as?|horas?|personas?|veces|%|euros?|€)/iu;

function splitList(text: string, start: number, list: string, subtype: string | undefined, out: Entity[]) {
  for (const m of list.matchAll(new RegExp(TOKEN, 'g'))) {
    const s = start + m.index;
    const e = s + m[0].length;
    out.push({
      type: 'CODE',
      text: text.slice(s, e),
      start: s,
      end: e,
      value: m[0].replace(/\s+/g, ''),
      ...(subtype ? { subtype } : {}),
    });
  }
}

function subtypeOf(head: string): string {
  const h = head.toLowerCase();
  if (h.startsWith('registrad')) return 'registro';
  if (h.includes('plano') || h.startsWith('hoja')) return 'plano';
  return h.replace(/\s+/g, ' ').replace(/s$/, '').replace(/ó/g, 'o');
}

/** Codes of a text: the `citations` found in it give the ECLI identifiers. */
export function findCodes(text: string, citations: readonly Citation[]): Entity[] {
  const out: Entity[] = [];
  for (const c of citations) {
    if (c.kind === 'ecli')
      out.push({
        type: 'CODE',
        text: c.raw,
        start: c.start,
        end: c.end,
        value: c.normalised,
        subtype: 'ECLI',
      });
  }
  for (const m of text.matchAll(ROJ_RE)) {
    const s = m.index + m[0].indexOf(m[1] ?? '');
    const raw = m[1] ?? '';
    out.push({
      type: 'CODE',
      text: raw,
      start: s,
      end: s + raw.length,
      value: raw.replace(/\s+/g, ' '),
      subtype: 'ROJ',
    });
  }
  const seen = new Set<number>();
  for (const m of text.matchAll(HEADED_RE)) {
    const list = m[3] ?? '';
    const listStart = m.index + m[0].length - list.length;
    // 'sentencia de 12 de mayo' and 'demanda de 2019' are dates, not codes: a head needs a sign or a slash.
    const hasSign = new RegExp(`${NUMBER_SIGN}\\s*$`, 'u').test(text.slice(m.index, listStart));
    if (!hasSign && !/[/-]/.test(list) && !/^(?:registrad|parcela|finca|hoja|plano)/i.test(m[1] ?? ''))
      continue;
    if (NOT_CODE_AFTER.test(text.slice(listStart + list.length))) continue;
    seen.add(listStart);
    splitList(text, listStart, list, subtypeOf(m[1] ?? ''), out);
  }
  for (const m of text.matchAll(SIGN_RE)) {
    const list = m[1] ?? '';
    const listStart = m.index + m[0].length - list.length;
    if (seen.has(listStart)) continue;
    const sign = m[0].slice(0, m[0].length - list.length).trim();
    // 'no' is also the negation: only a number with a slash or in brackets is a code after a bare 'no'.
    if (
      /^no$/i.test(sign) &&
      !/\//.test(list) &&
      !/[(,]\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index))
    )
      continue;
    if (NOT_CODE_AFTER.test(text.slice(listStart + list.length))) continue;
    if (NORM_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    splitList(text, listStart, list, undefined, out);
  }
  return out;
}
