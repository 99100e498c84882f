/**
 * What the search index knows about norms beyond their text, all from `@alegato/legal-nlp`'s one
 * alias table and thesaurus: a norm's common names and abbreviation (indexed with its title, so 'LAU'
 * or 'Ley de Arrendamientos Urbanos' find it), whether it is one of the core codes, a code of procedure
 * or a specialised code and the words of its field, and the lay → legal entries used as query expansion.
 *
 * @module
 */
import { LEGAL_CODES, THESAURUS, stemWord, type ExpansionEntry, type LegalCode } from '@alegato/legal-nlp';

const byNorm = new Map<string, LegalCode>(LEGAL_CODES.map((c) => [c.normId, c]));

/** The lay → legal entries of the thesaurus. */
export function thesaurusEntries(): readonly ExpansionEntry[] {
  return THESAURUS;
}

/** Abbreviation and common names of a norm ('LAU', 'Ley de Arrendamientos Urbanos'); [] when none. */
export function normAliases(normId: string): string[] {
  const code = byNorm.get(normId);
  return code ? [code.abbr, ...code.names] : [];
}

/** One of the codes with a usual abbreviation (CC, LEC, ET, LAU…): the norms a lawyer reaches for first. */
export function isCoreNorm(normId: string): boolean {
  return byNorm.has(normId);
}

/** A code of procedure or of the courts (LEC, LECrim, LJCA, LRJS, LOPJ). */
export function isProceduralNorm(normId: string): boolean {
  return byNorm.get(normId)?.procedural === true;
}

const domains = new Map<string, ReadonlySet<string> | undefined>();

/** The stems of the words naming a specialised code's field (`LegalCode.domain`), or undefined. */
export function normDomain(normId: string): ReadonlySet<string> | undefined {
  if (!domains.has(normId)) {
    const words = byNorm.get(normId)?.domain;
    domains.set(normId, words ? new Set(words.map((w) => stemWord(w))) : undefined);
  }
  return domains.get(normId);
}

/** The usual abbreviation of a norm, or null. */
export function normShortName(normId: string): string | null {
  return byNorm.get(normId)?.abbr ?? null;
}
