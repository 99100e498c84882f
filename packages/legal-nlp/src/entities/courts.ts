/**
 * Courts: 'Tribunal Supremo', 'Juzgado de Primera Instancia nº 3 de Jaén', 'Audiencia Provincial de
 * Madrid', 'Tribunal Regional de Szczecin'. The court's seat, when its name ends in one ('de Jaén'), is
 * also a place.
 *
 * @module
 */
import { fold } from '../citations.js';
import { COURT_HEADS } from './lexicon.js';
import { B, CAPWORD, phrases } from './names.js';
import { BODY_WORDS, SEAT_NAME } from './places.js';
import type { Entity } from './types.js';

const LINK = `(?:\\s+(?:de\\s+lo|de\\s+la|de\\s+los|de\\s+las|del|de|para|y|e|en)\\s+|\\s+)`;
const PART = `(?:${CAPWORD}|n\\.?\\s?º\\s*\\d+|n[úu]m\\.\\s*\\d+|n[úu]mero\\s+\\d+|\\d+)`;
const COURT_RE = new RegExp(`${B}(?:${phrases(COURT_HEADS)})((?:${LINK}${PART})+)`, 'gu');
const SEAT_RE = new RegExp(`\\s(?:de|del)\\s+(${SEAT_NAME})$`, 'u');

/** Courts of a text and the places their names end in. */
export function findCourts(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(COURT_RE)) {
    const name = m[0];
    const seat = SEAT_RE.exec(name);
    const start = m.index;
    out.push({ type: 'COURT', text: name, start, end: start + name.length });
    if (seat) {
      const run = seat[1] ?? '';
      const words = run.split(/[\s-]+/);
      if (words.every((w) => !BODY_WORDS.has(fold(w)))) {
        const s = start + name.length - run.length;
        out.push({ type: 'LOC', text: run, start: s, end: s + run.length, subtype: 'sede' });
      }
    }
  }
  return out;
}
