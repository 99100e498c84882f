/**
 * Organisations: well-known bodies by name ('Naciones Unidas', 'Interpol'), a name headed by an
 * organisation word ('Ministerio de Justicia', 'Asociación Española de Consumidores'), a capitalised
 * name ending in a company or body word ('Serco Limited', 'Acme S.L.', 'Aire Centre'), an alias given in
 * brackets ('British National Party ("BNP")') and every later use of that alias.
 *
 * @module
 */
import { fold } from '../citations.js';
import { KNOWN_ORGS, ORG_HEADS, ORG_TAILS } from './lexicon.js';
import { B, CAPWORD, E, escapeRe, notName, phrases } from './names.js';
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
const CAPS = `(?:${CAPWORD}|\\p{Lu}{2,}(?![\\p{Ll}]))`;
const HEAD_RE = new RegExp(`${B}(?:${phrases(HEADS)})((?:${LINK}${CAPS})+)`, 'gu');
const TAIL_RE = new RegExp(
  `${B}(${CAPS}(?:(?:\\s+(?:and|of|the|for|&|de|y)\\s+|\\s+)${CAPS})*)\\s+(?:${phrases(ORG_TAILS)})(?![\\p{L}\\p{N}])`,
  'gu',
);
const KNOWN_RE = new RegExp(`${B}(?:${phrases(KNOWN_ORGS)})${E}`, 'gu');
/** An alias in brackets right after a name: ' (ONU)', ' ("BNP")', ' («Geneve»)'. */
const ALIAS_RE = /^\s*\(\s*["“«]?(\p{Lu}[\p{L}\p{N}&.-]*(?:\s\p{Lu}[\p{L}\p{N}&.-]*){0,5})["”»]?\s*\)/u;

/** Organisations of a text, in no particular order (overlaps are resolved by the caller). */
export function findOrganisations(text: string): Entity[] {
  const found: Array<{ start: number; end: number }> = [];
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
