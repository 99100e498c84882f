/**
 * Places: countries, regions and large cities by name ('Reino de Suecia', 'Países Bajos', 'Estocolmo'),
 * and any capitalised name where the words before make it a place ('vive en Malmö', 'nació en
 * Świnoujście', 'el pueblo de Trypimeni', 'en Famagusta'), and street addresses ('calle Mayor, 5').
 *
 * @module
 */
import { fold } from '../citations.js';
import { KNOWN_ORGS, ORG_HEADS, ORG_TAILS, PLACES, STATE_HEADS } from './lexicon.js';
import { B, CAPWORD, E, notName, phrases, trimRun } from './names.js';
import type { Entity } from './types.js';

/** A place's name: capitalised words joined by spaces, hyphens or 'de'/'del'/'e'. */
export const PLACE_NAME = `${CAPWORD}(?:(?:\\s*-\\s*|\\s+(?:de\\s+|del\\s+|e\\s+|y\\s+)?)${CAPWORD})*`;
const KNOWN_RE = new RegExp(`${B}(?:${phrases(PLACES)})${E}`, 'gu');
const STATE_RE = new RegExp(
  `${B}(?:${phrases(STATE_HEADS)})\\s+(?:(?:de|del)\\s+)?(?:${phrases(PLACES)}|${CAPWORD})(?:\\s+de\\s+Gran\\s+Bretaña\\s+e\\s+Irlanda\\s+del\\s+Norte)?${E}`,
  'gu',
);
const CONTEXT_RE = new RegExp(
  `${B}(?:vive|viv[ií]a|viven|viv[ií]an|vivido|reside|resid[ií]a|residen|residente|residentes|naci[oó]|nacid[oa]s?|natural|domiciliad[oa]s?|ejerce|ejerc[ií]a|ejercen|ejercicio|establecid[oa]s?|situad[oa]s?|ubicad[oa]s?|sit[oa]|trasladad[oa]s?|expulsad[oa]s?|deportad[oa]s?|huir|huy[oó]|regres[oó]|regresar|regresaba|volvi[oó]|viaj[oó]|detenid[oa]s?|encarcelad[oa]s?|recluid[oa]s?|celebrad[oa]|dictad[oa]|firmad[oa]|hech[oa]|dado|otorgad[oa])\\s+(?:a|en|de|desde|hacia)\\s+(?:la\\s+(?:ciudad|localidad)\\s+de\\s+)?(${PLACE_NAME})`,
  'gu',
);
const KIND_RE = new RegExp(
  `${B}(?:[Ll]ocalidad|[Mm]unicipio|[Cc]iudad|[Pp]ueblo|[Aa]ldea|[Pp]rovincia|[Rr]egi[oó]n|[Dd]istrito|[Cc]ondado|[Cc]omarca|[Bb]arrio|[Ii]sla|[Vv]illa|[Pp]risi[oó]n|[Cc][aá]rcel|[Pp]enitenciar[ií]a|[Cc]entro\\s+penitenciario|[Pp]artido\\s+judicial|[Tt][ée]rmino\\s+municipal)\\s+de\\s+(${PLACE_NAME})`,
  'gu',
);
/** A capitalised name right after 'en', 'a', 'desde', 'hasta', 'hacia' (no article between). */
const AFTER_PREPOSITION_RE = new RegExp(
  `(?<=(?:^|[\\s(])(?:en|a|desde|hasta|hacia)\\s+)(${PLACE_NAME})`,
  'gu',
);
const ADDRESS_RE = new RegExp(
  `${B}(?:[Cc]alle|[Cc]/|[Aa]venida|[Aa]vda\\.|[Pp]laza|[Pp]za\\.|[Pp]aseo|[Cc]arretera|[Cc]amino|[Rr]onda|[Tt]raves[ií]a|[Gg]lorieta|[Uu]rbanizaci[oó]n)\\s+(?:de\\s+(?:la\\s+|los\\s+|las\\s+)?|del\\s+)?${PLACE_NAME}(?:,?\\s*(?:n\\.?\\s?º|n[úu]m\\.|n[úu]mero)?\\s*\\d+[A-Za-z]?)?(?:,\\s*\\d+\\.?\\s?º\\s*[A-Z]?)?`,
  'gu',
);
const ORG_WORDS = new Set([...ORG_HEADS, ...ORG_TAILS, ...KNOWN_ORGS].map((w) => fold(w)));
const PLACE_SET = new Set(PLACES.map((p) => fold(p)));

function place(text: string, start: number, run: string, subtype?: string): Entity | null {
  const keep = trimRun(run);
  if (keep === 0) return null;
  const name = run.slice(0, keep);
  const words = name.split(/[\s-]+/);
  if (notName(words[0] ?? '') || words.some((w) => ORG_WORDS.has(fold(w)))) return null;
  return { type: 'LOC', text: name, start, end: start + keep, ...(subtype ? { subtype } : {}) };
}

/** Places of a text, in no particular order (overlaps are resolved by the caller). */
export function findPlaces(text: string): Entity[] {
  const out: Entity[] = [];
  const add = (e: Entity | null) => {
    if (e) out.push(e);
  };
  for (const m of text.matchAll(KNOWN_RE))
    out.push({ type: 'LOC', text: m[0], start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(STATE_RE))
    out.push({ type: 'LOC', text: m[0], start: m.index, end: m.index + m[0].length });
  for (const re of [CONTEXT_RE, KIND_RE]) {
    for (const m of text.matchAll(re)) {
      const run = m[1] ?? '';
      add(place(text, m.index + m[0].length - run.length, run));
    }
  }
  for (const m of text.matchAll(AFTER_PREPOSITION_RE)) {
    const run = m[1] ?? '';
    // A capitalised word after 'en' that is followed by more capitals of an organisation is not a place.
    if (
      /^\s+(?:\p{Lu}|\()/u.test(text.slice(m.index + run.length, m.index + run.length + 3)) &&
      !PLACE_SET.has(fold(run))
    )
      continue;
    add(place(text, m.index, run));
  }
  for (const m of text.matchAll(ADDRESS_RE))
    out.push({ type: 'LOC', text: m[0], start: m.index, end: m.index + m[0].length, subtype: 'dirección' });
  return out;
}
