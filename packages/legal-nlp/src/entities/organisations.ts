/**
 * Organisations: well-known bodies by name ('Naciones Unidas', 'Interpol'), a name headed by an
 * organisation word ('Ministerio de Justicia', 'Asociación Española de Consumidores'), a capitalised
 * name ending in a company or body word ('Serco Limited', 'Acme S.L.', 'Aire Centre'), an alias given in
 * brackets ('British National Party ("BNP")') and every later use of that alias.
 *
 * @module
 */
import { LEGAL_CODES, fold } from '../citations.js';
import { CURRENCY_CODES } from './lexicon.js';
import { KNOWN_ORGS, ORG_HEADS, ORG_TAILS } from './lexicon.js';
import { B, CAPWORD, E, MAX_NAME_WORDS, escapeRe, notName, phrases } from './names.js';
import type { Entity } from './types.js';

/** Heads that name the State or its government in general, not one body ('el Gobierno sueco'). */
const GENERIC_HEADS = new Set(['Gobierno', 'Red', 'Frente', 'Centro', 'Caja']);
/** Heads and tails of public authorities (typed `AUTHORITY`, apart from private organisations). */
const AUTHORITY_WORDS = new Set(
  `Ministerio Consejería Departamento Ayuntamiento Diputación Cabildo Gobierno Parlamento Congreso Senado
  Asamblea Cámara Consejo Comisión Comité Agencia Autoridad Instituto Dirección Delegación Subdelegación
  Servicio Oficina Defensor Fiscalía Abogacía Tesorería Hacienda Policía Guardia Junta Council Office Board
  Department Agency Service Services Seguridad Ertzaintza Mossos`.split(/\s+/),
);
const HEADS = ORG_HEADS.filter((h) => !GENERIC_HEADS.has(h));
const LINK = `(?:\\s+(?:de|del|de\\s+la|de\\s+las|de\\s+los|para\\s+la|para\\s+el|y|e|en|sobre)\\s+|\\s+)`;
const CAPS = `(?:${CAPWORD}|\\p{Lu}{2,}(?![\\p{L}]))`;
const HEAD_RE = new RegExp(`${B}(?:${phrases(HEADS)})((?:${LINK}${CAPS})+)`, 'gu');
const TAIL_RE = new RegExp(
  `${B}(${CAPS}(?:(?:\\s+(?:and|of|the|for|&|de|y)\\s+|\\s+)${CAPS}){0,${MAX_NAME_WORDS}})\\s+(?:${phrases(ORG_TAILS)})(?![\\p{L}\\p{N}])`,
  'gu',
);
const KNOWN_RE = new RegExp(`${B}(?:${phrases(KNOWN_ORGS)})${E}`, 'gu');
/** An alias in brackets right after a name: ' (ONU)', ' ("BNP")', ' («Geneve»)'. */
const ALIAS_RE = /^\s*\(\s*["“«]?(\p{Lu}[\p{L}\p{N}&.-]*(?:\s\p{Lu}[\p{L}\p{N}&.-]*){0,5})["”»]?\s*\)/u;

/**
 * Capitalised abbreviations that are not organisations: legal codes (from the citation table), currencies,
 * document and identifier names, courts' and judgments' initials.
 */
const NOT_ORG_ACRONYMS = new Set([
  ...LEGAL_CODES.flatMap((c) => c.abbreviations),
  ...CURRENCY_CODES,
  ...`DNI NIE NIF CIF IBAN IVA IRPF BOE BOP DOUE DOCE CE UE CEE TEDH CEDH TJUE TJCE TC TS TSJ AN AP JPI JM JS
  STS STC SAP SAN STSJ ATS ATC AAP ECLI ROJ CENDOJ LJ QC PDF CD DVD SMS GPS ADN DNA HIV VIH SIDA UCI TV PC
  EEUU EE UU RU OK NO SI II III IV VI VII VIII IX XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI GC HM HMP`.split(
    /\s+/,
  ),
]);
/** An abbreviation in capitals ('PKK', 'DHKP-C', 'UNISON'). */
const ACRONYM_RE = /(?<![\p{L}\p{N}-])\p{Lu}{2,7}(?:-\p{Lu}{1,4})?(?![\p{L}\p{N}]|-\p{L})/gu;

/**
 * Abbreviations in capitals used at least twice in running text (not in a heading in capitals) are taken
 * for organisations: a text that writes 'el PKK' or 'la OCU' again and again names a body by them.
 */
function acronyms(text: string): Array<{ start: number; end: number }> {
  const hits = new Map<string, Array<{ start: number; end: number }>>();
  // The line of the last abbreviation and whether it is running text: matches come in order, so each
  // line is found and counted once, not once per abbreviation (a long line was read again for each).
  let lineEnd = -1;
  let isRunning = false;
  for (const m of text.matchAll(ACRONYM_RE)) {
    if (NOT_ORG_ACRONYMS.has(m[0]) || /^[IVXLCDM]+$/.test(m[0])) continue;
    if (m.index > lineEnd) {
      const lineStart = text.lastIndexOf('\n', m.index) + 1;
      const next = text.indexOf('\n', m.index);
      lineEnd = next < 0 ? text.length : next;
      const line = text.slice(lineStart, lineEnd);
      // A heading or a line written in capitals is not running text.
      isRunning = (line.match(/\p{Ll}/gu)?.length ?? 0) >= line.length / 4;
    }
    if (!isRunning) continue;
    const list = hits.get(m[0]) ?? [];
    list.push({ start: m.index, end: m.index + m[0].length });
    hits.set(m[0], list);
  }
  return [...hits.values()].filter((l) => l.length >= 2).flat();
}

/** Organisations of a text, in no particular order (overlaps are resolved by the caller). */
export function findOrganisations(text: string): Entity[] {
  const found: Array<{ start: number; end: number }> = [];
  found.push(...acronyms(text));
  for (const m of text.matchAll(KNOWN_RE)) found.push({ start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(HEAD_RE)) found.push({ start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(TAIL_RE)) {
    const first = (m[1] ?? '').split(/\s+/)[0] ?? '';
    if (notName(first)) continue;
    found.push({ start: m.index, end: m.index + m[0].length });
  }
  const out: Entity[] = [];
  const aliases = new Set<string>();
  for (const f of found) {
    const alias = ALIAS_RE.exec(text.slice(f.end));
    let end = f.end;
    if (alias) {
      end += alias[0].length;
      aliases.add(alias[1] ?? '');
    }
    const name = text.slice(f.start, f.end);
    const words = name.split(/\s+/);
    const authority =
      AUTHORITY_WORDS.has(words[0] ?? '') || AUTHORITY_WORDS.has(words[words.length - 1] ?? '');
    out.push({ type: authority ? 'AUTHORITY' : 'ORG', text: text.slice(f.start, end), start: f.start, end });
  }
  for (const alias of aliases) {
    if (alias.length < 2 || notName(alias)) continue;
    for (const m of text.matchAll(new RegExp(`${B}${escapeRe(alias)}${E}`, 'gu'))) {
      if (out.some((o) => o.start <= m.index && o.end >= m.index + alias.length)) continue;
      const of = out.find((o) => o.text.includes(alias));
      out.push({ type: of?.type ?? 'ORG', text: alias, start: m.index, end: m.index + alias.length });
    }
  }
  return out.filter((o) => fold(o.text) !== '');
}
