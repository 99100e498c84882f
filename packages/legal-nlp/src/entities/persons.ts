/**
 * Natural persons: a name after an honorific ('Sr. J. Södergren', 'Dña. María López', 'Lord Justice
 * Nourse'), a common first name followed by surnames ('Rolf Lundevall'), and later mentions of a
 * surname already found. The words around the name give the role: a lawyer ('representado por el
 * Sr. X', 'X, abogado'), an agent of a government, a judge ('Magistrado Ponente: D. X', 'X, juez').
 *
 * @module
 */
import { fold } from '../citations.js';
import { COURT_HEADS, FIRST_NAMES, HONORIFICS, ORG_HEADS, PLACES } from './lexicon.js';
import { B, CAPWORD, E, INITIAL, PARTICLE, escapeRe, notName, trimRun } from './names.js';
import type { Entity, PersonRole } from './types.js';

const HON = `(?:${[...HONORIFICS]
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|')})`;
const PART = `(?:${INITIAL}(?:\\s?${INITIAL})*|${CAPWORD}|\\p{Lu}{3,}(?![\\p{L}]))`;
const NAME = `${PART}(?:\\s+(?:${PARTICLE}\\s+)?${PART})*`;
const HONORIFIC_RE = new RegExp(`${B}((?:${HON}\\.?\\s+)+)(${NAME})`, 'gu');
const FIRST_RE = new RegExp(`${B}(${CAPWORD})((?:\\s+(?:${PARTICLE}\\s+)?${PART})+)`, 'gu');
const PLACE_SET = new Set(PLACES.map((p) => fold(p)));
const HONORIFIC_SET = new Set<string>(HONORIFICS);
/** Heads of a body's name: after an honorific they make a title ('Excmo. Ayuntamiento de Elche'), not a person. */
const BODY_HEADS = new Set<string>([...ORG_HEADS, ...COURT_HEADS]);
/** Particles written with a capital inside a surname ('J. De Meyer', 'Van Dijk'). */
const CAPITAL_PARTICLE = /^(?:De|Del|Van|Von|Da|Di|Du|Des|Dos|Le|La|Mac|Mc)$/;
/** The names listed after 'los Jueces' or 'los magistrados' ('Jueces Ruiz, Moreau y K. Jensen'). */
const JUDGES_RE = new RegExp(
  `${B}(?:[Jj]ueces|[Mm]agistrad[oa]s)\\s*:?\\s+((?:${INITIAL}\\s?)*${CAPWORD}(?:\\s*(?:,|\\sy\\s|\\se\\s)\\s*(?:${INITIAL}\\s?)*${CAPWORD})*)`,
  'gu',
);
/** A single capital letter standing for a person ('la declaración de K.'): the words before it. */
const LETTER_RE =
  /(?<=(?:^|[\s(["“«])(?:de|a|que|y|e|mientras|porque|por|con|contra|entre|para|sobre|según|cuando|si|como)\s+|[[,]\s*)([A-HJ-UWYZ](?:\.\s?[A-HJ-UWYZ])*\.?)(?![\p{L}\p{N}]|\.?\s*\p{Lu}[\p{Ll}]|\.?\s?\p{Lu}\.|\.[ªº])/gu;

const ROLE_BEFORE: Array<[RegExp, PersonRole]> = [
  [
    /(?:representad|asistid|defendid)[oa]s?\s+(?:[\p{L}\p{N}]+,?\s+){0,8}?por\s+(?:el|la|los|las)?\s*$/iu,
    'lawyer',
  ],
  [/(?:abogad[oa]s?|letrad[oa]s?|solicitor|barrister|counsel)\s*,?\s*(?:el|la|D\.|Dña\.)?\s*$/iu, 'lawyer'],
  [/(?:agente|co-?agente)s?\s*,?\s*(?:el|la)?\s*$/iu, 'agent'],
  [/procurador(?:a|es)?(?:\s+de\s+los\s+tribunales)?\s*,?\s*(?:el|la|D\.|Dña\.)?\s*$/iu, 'procurador'],
  [
    /(?:magistrad[oa]s?(?:\s*-?\s*ponente)?|ponente|juez(?:a)?|jueces|presidente|presidenta|vicepresidente|Lord\s+Justice)\s*:?\s*,?\s*(?:el|la|D\.|Dña\.|Excmo\.|Ilmo\.|Sr\.|Sra\.)?\s*$/iu,
    'judge',
  ],
  [/notari[oa]\s*,?\s*(?:el|la|D\.|Dña\.)?\s*$/iu, 'notary'],
  [
    /(?:a\s+saber|compuesta\s+por|integrada\s+por|formada\s+por|intervenciones\s+de(?:l|\s+la)?|por\s+el\s+Gobierno|por\s+la\s+Comisi[oó]n|por\s+la\s+parte\s+demandante|en\s+nombre\s+de\s+la\s+parte\s+demandante)\s*:?\s*,?\s*(?:el|la|los|las)?\s*$/iu,
    'lawyer',
  ],
  [/fiscal\s*,?\s*(?:el|la|D\.|Dña\.)?\s*$/iu, 'prosecutor'],
  [
    /(?:secretari[oa]\s+judicial|letrad[oa]\s+de\s+la\s+administraci[oó]n\s+de\s+justicia)\s*,?\s*(?:el|la|D\.|Dña\.)?\s*$/iu,
    'clerk',
  ],
];
const ROLE_AFTER: Array<[RegExp, PersonRole]> = [
  [
    /^\s*,\s*(?:(?:ambos|ambas|tod[oa]s)\s+)?(?:abogad[oa]s?|letrad[oa]s?|solicitors?|barristers?)/iu,
    'lawyer',
  ],
  [/^\s*,?\s*QC(?![\p{L}])/u, 'lawyer'],
  [/^\s*,\s*(?:(?:co-?)?agente|Agente)/u, 'agent'],
  [/^\s*,\s*procurador/iu, 'procurador'],
  [/^\s*,\s*(?:juez|jueza|magistrad[oa]|ponente|presidente|presidenta|vicepresidente)/iu, 'judge'],
  [/^\s*,\s*(?:QC|Counsel|Asesor(?:a|es)?|Delegad[oa]|Consejer[oa]\s+[Jj]ur[ií]dic[oa])/u, 'lawyer'],
  [/^\s*,\s*notari[oa]/iu, 'notary'],
  [/^\s*,\s*fiscal/iu, 'prosecutor'],
];

function roleOf(text: string, start: number, end: number, honorific: string): PersonRole | undefined {
  if (/^(?:Lord|Lady)\s|^Magistrad/u.test(honorific)) return 'judge';
  const before = text.slice(Math.max(0, start - 60), start);
  const after = text.slice(end, end + 30);
  for (const [re, role] of ROLE_BEFORE) if (re.test(before)) return role;
  for (const [re, role] of ROLE_AFTER) if (re.test(after)) return role;
  return undefined;
}

function person(text: string, start: number, end: number, honorific: string): Entity {
  const role = roleOf(text, start, end, honorific);
  return { type: 'PER', text: text.slice(start, end), start, end, ...(role ? { role } : {}) };
}

/** What may stand between two names of one enumeration: ', el', ' y la', ', QC, Counsel,' … */
const LIST_GAP =
  /^\s*(?:,\s*(?:QC|Counsel|Asesor(?:a|es)?|Delegad[oa]|Agente|agente|abogad[oa]|Consejer[oa][^,;.]{0,40})\s*)*[,;]?\s*(?:y|e)?\s*(?:el|la|del|de\s+la|de|los|las)?\s*$/u;

/**
 * A role read for one name of an enumeration ('el Sr. A, el Sr. B y la Sra. C, jueces'; 'intervenciones
 * del Sr. A, del Sr. B') is the role of every name in it.
 */
function shareRoles(text: string, persons: Entity[]): void {
  const sorted = [...persons].sort((a, b) => a.start - b.start);
  let chain: Entity[] = [];
  const flush = () => {
    const role = chain.find((p) => p.role)?.role;
    if (role && chain.length > 1) for (const p of chain) p.role ??= role;
    chain = [];
  };
  for (const p of sorted) {
    const last = chain[chain.length - 1];
    if (last && !(p.start >= last.end && LIST_GAP.test(text.slice(last.end, p.start)))) flush();
    chain.push(p);
  }
  flush();
}

/** Persons of a text, in no particular order (overlaps are resolved by the caller). */
export function findPersons(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(HONORIFIC_RE)) {
    const honorific = m[1] ?? '';
    // The name ends before a word that is no name or starts another title ('Sr. B. Emmerson Profesor A. Bradley').
    const parts = [...(m[2] ?? '').matchAll(/\S+/g)];
    const cut = parts.findIndex(
      (w, i) =>
        i > 0 &&
        ((notName(w[0]) && !CAPITAL_PARTICLE.test(w[0])) || HONORIFIC_SET.has(w[0].replace(/\.$/, ''))),
    );
    const run = cut > 0 ? (m[2] ?? '').slice(0, parts[cut]?.index ?? 0).trimEnd() : (m[2] ?? '');
    const keep = trimRun(run);
    if (keep === 0) continue;
    // 'Sr. Presidente', 'Sra. Ministra': a title, not a name.
    const first = run.split(/\s+/)[0] ?? '';
    if (notName(first) || BODY_HEADS.has(first)) continue;
    out.push(person(text, m.index, m.index + honorific.length + keep, honorific));
  }
  for (const m of text.matchAll(FIRST_RE)) {
    const first = m[1] ?? '';
    if (!FIRST_NAMES.has(fold(first))) continue;
    const run = `${first}${m[2] ?? ''}`;
    if (PLACE_SET.has(fold(run))) continue;
    const keep = trimRun(run);
    const words = run.slice(0, keep).split(/\s+/);
    if (words.length < 2 || words.slice(1).some((w) => notName(w))) continue;
    out.push(person(text, m.index, m.index + keep, ''));
  }
  for (const m of text.matchAll(JUDGES_RE)) {
    const list = m[1] ?? '';
    const listStart = m.index + m[0].length - list.length;
    for (const name of list.matchAll(new RegExp(`(?:${INITIAL}\\s?)*${CAPWORD}`, 'gu'))) {
      if (notName(name[0])) continue;
      const s = listStart + name.index;
      out.push({ type: 'PER', text: name[0], start: s, end: s + name[0].length, role: 'judge' });
    }
  }
  // A letter that stands for a person is used again and again; one or two are an annex, a section, a class.
  const letters = [...text.matchAll(LETTER_RE)];
  const byLetter = new Map<string, number>();
  const letterKey = (m: RegExpMatchArray) => (m[1] ?? '').replace(/[\s.]/g, '');
  for (const m of letters) byLetter.set(letterKey(m), (byLetter.get(letterKey(m)) ?? 0) + 1);
  for (const m of letters) {
    if ((byLetter.get(letterKey(m)) ?? 0) < 3) continue;
    const before = text.slice(Math.max(0, m.index - 20), m.index);
    if (
      /(?:letra|apartado|anexo|art[ií]culo|p[áa]rrafo|secci[oó]n|sala|tipo|grupo|clase|modelo|categor[ií]a|fase|nivel|punto|plan|vitamina|hepatitis|serie|bloque|zona|parte)\s+$/iu.test(
        before,
      )
    )
      continue;
    const len = m[0].length;
    out.push({ type: 'PER', text: m[0], start: m.index, end: m.index + len });
  }
  shareRoles(text, out);
  // Later mentions of a surname already found ('el Sr. Benham … Benham declaró').
  const surnames = new Map<string, PersonRole | undefined>();
  for (const p of out) {
    for (const word of p.text.split(/\s+/).slice(1)) {
      if (
        /^\p{Lu}[\p{Ll}\p{M}]{2,}$/u.test(word) &&
        !notName(word) &&
        !FIRST_NAMES.has(fold(word)) &&
        !PLACE_SET.has(fold(word))
      )
        surnames.set(word, surnames.get(word) ?? p.role);
    }
  }
  for (const [surname, role] of surnames) {
    const re = new RegExp(
      `${B}(?<!\\p{Lu}[\\p{Ll}\\p{M}]*\\s|\\p{Lu}\\.\\s?)${escapeRe(surname)}${E}(?!\\s+\\p{Lu})`,
      'gu',
    );
    for (const m of text.matchAll(re)) {
      if (out.some((p) => p.start <= m.index && p.end >= m.index + surname.length)) continue;
      out.push({
        type: 'PER',
        text: surname,
        start: m.index,
        end: m.index + surname.length,
        ...(role ? { role } : {}),
      });
    }
  }
  return out;
}
