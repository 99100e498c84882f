/**
 * Spanish legal entity extraction: persons, organisations, courts, places, dates, durations, amounts,
 * identifiers, properties, procedural codes and legal citations, with character offsets and normalised
 * values. Rule- and statistics-free of any model: deterministic pure functions, no I/O.
 *
 * @module
 */
import { findCitations } from '../citations.js';
import { findAmounts } from './amounts.js';
import { findCodes } from './codes.js';
import { findCourts } from './courts.js';
import { findDates } from './dates.js';
import { findIdentifiers } from './identifiers.js';
import { findOrganisations } from './organisations.js';
import { findPersons } from './persons.js';
import { findPlaces } from './places.js';
import { findProperties } from './properties.js';
import type { Entity, EntityType } from './types.js';

/** Among overlapping entities that are not containers, the first type in this list wins. */
const PRIORITY: readonly EntityType[] = [
  'EMAIL',
  'IBAN',
  'ID',
  'PHONE',
  'MONEY',
  'CODE',
  'DATE',
  'TIME',
  'DURATION',
  'PER',
  'ORG',
  'AUTHORITY',
  'LOC',
];

const overlaps = (a: Entity, b: Entity) => a.start < b.end && b.start < a.end;

/**
 * The entities of a Spanish legal text, in text order. Entities of different kinds never overlap,
 * except that a court, a property or a citation may contain others (the court's seat as `LOC`, the
 * registry's number as `CODE`, the date of a cited law as `DATE`).
 *
 * @param text - the text (offsets are UTF-16 units into it).
 * @returns one {@link Entity} per mention, sorted by start, then by length (longest first).
 */
export function extractEntities(text: string): Entity[] {
  const citations = findCitations(text);
  const containers: Entity[] = [
    ...findCourts(text).filter((e) => e.type === 'COURT'),
    ...findProperties(text).filter((e) => e.type === 'PROPERTY'),
    ...citations
      .filter((c) => c.kind !== 'ecli')
      .map((c): Entity => ({
        type: 'CITATION',
        text: c.raw,
        start: c.start,
        end: c.end,
        value: c.normalised,
        subtype: c.kind,
      })),
  ];
  const candidates: Entity[] = [
    ...findIdentifiers(text),
    ...findAmounts(text),
    ...findCodes(text, citations),
    ...findDates(text),
    ...findPersons(text),
    ...findOrganisations(text),
    ...findPlaces(text),
    ...findCourts(text).filter((e) => e.type !== 'COURT'),
    ...findProperties(text).filter((e) => e.type !== 'PROPERTY'),
  ];
  const rank = (e: Entity) => PRIORITY.indexOf(e.type);
  candidates.sort((a, b) => rank(a) - rank(b) || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Entity[] = [];
  for (const c of candidates) {
    const seat = c.type === 'LOC' && c.subtype === 'sede';
    if (kept.some((k) => overlaps(k, c) && !(seat && (k.type === 'ORG' || k.type === 'AUTHORITY')))) continue;
    // A citation's numbers are the citation ('Ley 29/1994' is not a code); an organisation word inside a
    // court's name is the court.
    if (
      c.type === 'CODE' &&
      c.subtype !== 'ECLI' &&
      c.subtype !== 'ROJ' &&
      containers.some((k) => k.type === 'CITATION' && overlaps(k, c))
    )
      continue;
    // A court's number ('Juzgado … nº 3') is part of its name, not a procedural code.
    if (
      (c.type === 'ORG' || c.type === 'AUTHORITY' || c.type === 'CODE') &&
      containers.some((k) => k.type === 'COURT' && overlaps(k, c))
    )
      continue;
    kept.push(c);
  }
  const courts = containers.filter(
    (k) => k.type !== 'COURT' || !kept.some((e) => e.type === 'PER' && overlaps(e, k)),
  );
  return [...kept, ...courts].sort((a, b) => a.start - b.start || b.end - a.end);
}

export type { Entity, EntityType, MoneyValue, PersonRole } from './types.js';
export { findAmounts, namesCurrency } from './amounts.js';
export { findDates } from './dates.js';
export { findIdentifiers, validCif, validDniNie, validIban } from './identifiers.js';
