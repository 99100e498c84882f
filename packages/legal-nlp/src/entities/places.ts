/**
 * Places: countries, regions and large cities by name ('Reino de Suecia', 'Países Bajos', 'Estocolmo'),
 * and any capitalised name where the words before make it a place ('vive en Malmö', 'nació en
 * Świnoujście', 'el pueblo de Trypimeni', 'en Famagusta'), and street addresses ('calle Mayor, 5').
 *
 * @module
 */
import { fold } from '../citations.js';
import { COURT_HEADS, KNOWN_ORGS, ORG_HEADS, ORG_TAILS, PLACES, STATE_HEADS } from './lexicon.js';
import { B, CAPWORD, E, MAX_NAME_WORDS, notName, phrases, trimRun } from './names.js';
import type { Entity } from './types.js';

/** A place's name: capitalised words joined by spaces, hyphens or 'de'/'del'/'e'. */
export const PLACE_NAME = `${CAPWORD}(?:(?:\\s*-\\s*|\\s+(?:de\\s+|del\\s+|e\\s+|y\\s+)?)${CAPWORD})*`;
/** A seat's name after the last 'de' of a body's name: capitalised words without 'de' links ('Opole Lubelskie'). */
export const SEAT_NAME = `${CAPWORD}(?:(?:\\s*-\\s*|\\s+)${CAPWORD})*`;
/** Words of a body's name that are not its seat ('de Apelación', 'de Seguridad'…), folded. */
export const BODY_WORDS = new Set(
  `apelacion apelaciones primera instancia instruccion distrito justicia derechos humanos casacion seguridad
  estado trabajo social penal civil menores violencia mujer vigilancia penitenciaria familia mercantil
  contencioso administrativo cuentas constitucional supremo superior nacional provincial regional militar
  magistrados paz ley marcial condado ciudad comercio lo revision garantias ejecucion europeo europea
  derecho union arbitraje primero segunda tercera ordinario central territorial comunidad autonoma
  empleo sucesiones asilo inmigracion occidental oriental norte sur este oeste quiebras concursos faltas
  guardia detencion preventiva prisiones interior exteriores asuntos hacienda economia educacion sanidad
  salud defensa cultura fomento industria agricultura medio ambiente consumo igualdad policia ministerio
  gobierno servicios sociales tributaria majestad consumidores vecinos trabajadores abogados procuradores
  notarios comerciantes empresarios propietarios`.split(/\s+/),
);
/** Heads of a body whose name may end in its seat ('Ayuntamiento de Bradford', 'Fiscal Regional de Tarnów'). */
const BODY_HEAD = `(?:${phrases([...ORG_HEADS, 'Fiscal', 'Prisión', 'Inspección', 'Comisaría', 'Jefatura', 'Registro', 'Colegio', 'Universidad'])})`;
const BODY_SEAT_RE = new RegExp(
  `${B}${BODY_HEAD}(?:(?:\\s+(?:de\\s+lo|de\\s+la|de\\s+los|de\\s+las|del|de|para|y|e)\\s+|\\s+)${CAPWORD}){0,${MAX_NAME_WORDS}}?\\s+(?:de|del)\\s+(${SEAT_NAME})${E}(?!\\s+(?:de|del)\\s+\\p{Lu}|\\s*-?\\s*\\p{Lu})`,
  'gu',
);
/** Words right before 'de' that make the next name a town ('Ayuntamiento de', 'Fiscal Regional de', 'Prisión de'). */
const TERRITORIAL =
  /(?:Ayuntamiento|Diputación|Cabildo|Prisión|Universidad|Regional|Provincial|Municipal|Territorial|Preventiva|Comisaría|Jefatura|Registro|Fiscalía|Fiscal|Delegación|Subdelegación|Abogados|Procuradores|Notarios|Policía|Condado|Distrito|Prisiones|Magistrados|Detención|Penitenciario)\s+(?:de|del)\s+$/u;
const DIRECTION_RE = new RegExp(
  `${B}(?:norte|sur|este|oeste|noreste|noroeste|sureste|suroeste|septentrional|meridional|oriental|occidental)\\s+(?:de|del)\\s+(?:${phrases(PLACES)})${E}`,
  'gu',
);
/** 'Glasgow, Escocia', 'Lund (Suecia)': a town and the country or region it is in, one place. */
const IN_COUNTRY = new RegExp(`^(?:\\s*,\\s*|\\s*\\(\\s*)(?:${phrases(PLACES)})(?:\\s*\\))?${E}`, 'u');
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
const ORG_WORDS = new Set([...ORG_HEADS, ...ORG_TAILS, ...KNOWN_ORGS, ...COURT_HEADS].map((w) => fold(w)));
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
    if (!e) return;
    const country = IN_COUNTRY.exec(text.slice(e.end, e.end + 60));
    const listGoesOn = country && /^\s*(?:,|y|e)\s+\p{Lu}/u.test(text.slice(e.end + country[0].length));
    if (
      country &&
      !listGoesOn &&
      e.subtype === undefined &&
      !/\($/.test(country[0].trim()) &&
      (country[0].includes(',') || country[0].trim().endsWith(')'))
    ) {
      e.end += country[0].length;
      e.text = text.slice(e.start, e.end);
    }
    out.push(e);
  };
  for (const m of text.matchAll(BODY_SEAT_RE)) {
    const seat = m[1] ?? '';
    if (seat.split(/[\s-]+/).some((w) => BODY_WORDS.has(fold(w)) || ORG_WORDS.has(fold(w)))) continue;
    const s = m.index + m[0].length - seat.length;
    if (!PLACE_SET.has(fold(seat)) && !TERRITORIAL.test(text.slice(Math.max(0, s - 30), s))) continue;
    out.push({ type: 'LOC', text: seat, start: s, end: s + seat.length, subtype: 'sede' });
  }
  for (const m of text.matchAll(DIRECTION_RE))
    out.push({ type: 'LOC', text: m[0], start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(KNOWN_RE))
    add({ type: 'LOC', text: m[0], start: m.index, end: m.index + m[0].length });
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
