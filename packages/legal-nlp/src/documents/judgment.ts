/**
 * The ruling of a judgment or order: the operative part after its heading ('FALLO', 'F A L L A M O S',
 * 'PARTE DISPOSITIVA', 'ACUERDO') — the last one in the document, since earlier ones quote the lower
 * court's ruling — read for estima / desestima / estima parcialmente, condena, absuelve, and the costs.
 *
 * @module
 */
import { clip, type CleanPage, type Sentence } from './text.js';
import type { Costs, Decision, Verdict } from './types.js';

const FALLO_HEADING =
  /^(?:F\s?A\s?L\s?L\s?(?:O|A\s?M\s?O\s?S)|FALLO|FALLAMOS|PARTE\s+DISPOSITIVA|DISPONGO|ACUERDO|ACUERDA|LA\s+SALA\s+ACUERDA|ACORDAMOS|DECIDIMOS|RESUELVO)\s*[:.]?$/u;
/** Where the operative part ends: notices, signatures, publication. */
const FALLO_END =
  /^(?:Notif[íi]quese|As[íi]\s+(?:por\s+esta|lo\s+(?:acuerda|pronuncia|manda))|ADVERTENCIAS|PUBLICACI[ÓO]N|Contra\s+(?:esta|la\s+presente)\s+(?:sentencia|resoluci[óo]n)|Gu[áa]rdese|MODO\s+DE\s+IMPUGNACI[ÓO]N|Publicaci[óo]n\.?)/u;
/** An operative sentence outside a heading: 'Que debo desestimar…', 'Desestimamos el recurso…'. */
const OPERATIVE =
  /^(?:\d+\.?\s*[-–.)]\s*)?(?:Que\s+)?(?:,\s*)?(?:debo|debemos|(?:des)?estim(?:o|amos|ar|ando)|conden(?:o|amos|ar)|absuelv(?:o|e|emos)|absolver|confirm(?:o|amos|ar)|revoc(?:o|amos|ar)|casamos|anul(?:o|amos|ar)|declar(?:o|amos|ar)|acuerdo|acordamos|acordar|ha\s+lugar|no\s+ha\s+lugar)\b/iu;

const VERDICTS: readonly [Verdict, RegExp][] = [
  [
    'estima parcialmente',
    /\b(?:estim\p{L}*\s+(?:parcialmente|en\s+parte)|parcialmente\s+estim\p{L}*|estimaci[óo]n\s+parcial)\b/iu,
  ],
  ['desestima', /\b(?:desestim\p{L}*|no\s+ha\s+lugar)\b/iu],
  ['estima', /\b(?:estim(?:o|amos|ar|ando|a)\b|ha\s+lugar\b|casamos\b)/iu],
];

const PRONOUNCEMENTS: readonly [string, RegExp][] = [
  ['condena', /\bconden(?:o|amos|ar|ando|a)\b/iu],
  ['absuelve', /\b(?:absuelv\p{L}*|absolver|absolviendo)\b/iu],
  ['confirma', /\bconfirm(?:o|amos|ar|ando|a)\b/iu],
  ['revoca', /\brevoc(?:o|amos|ar|ando|a)\b/iu],
  ['casa y anula', /\b(?:casamos|casar)\b/iu],
  ['anula', /\banul(?:o|amos|ar|ando)\b/iu],
  ['declara la firmeza', /\bdeclar\p{L}*\s+(?:la\s+)?firmeza\b/iu],
  ['archiva', /\barchiv(?:o|amos|ar|ense)\b/iu],
];

const OBJECT =
  /\b(recursos?\s+de\s+(?:casaci[óo]n(?:\s+para\s+la\s+unificaci[óo]n\s+de\s+doctrina)?|suplicaci[óo]n|apelaci[óo]n|reposici[óo]n|revisi[óo]n|queja|amparo|alzada)|recurso\s+contencioso-administrativo|demanda)(?![\p{L}])/iu;

/** The sentences of the operative part: after the last ruling heading, up to the notices. */
export function operativePart(pages: readonly CleanPage[]): Sentence[] {
  const all = pages.flatMap((p) => p.sentences);
  let from = -1;
  for (let i = all.length - 1; i >= 0; i--) {
    if (FALLO_HEADING.test(all[i]!.text.trim())) {
      from = i + 1;
      break;
    }
  }
  if (from < 0) {
    // No heading: the last operative sentence that opens a paragraph and is not quoted.
    for (let i = all.length - 1; i >= 0; i--) {
      const s = all[i]!;
      if (OPERATIVE.test(s.text) && !/^[«"“]/u.test(s.text) && VERDICTS.some(([, re]) => re.test(s.text))) {
        from = i;
        break;
      }
    }
  }
  if (from < 0) return [];
  const out: Sentence[] = [];
  for (const s of all.slice(from, from + 30)) {
    if (FALLO_END.test(s.text)) break;
    if (s.text.trim() === ':' || s.text.trim() === '') continue;
    out.push(s);
  }
  return out;
}

/** The ruling, from the operative part; null when the document has none. */
export function findDecision(operative: readonly Sentence[]): Decision | null {
  if (operative.length === 0) return null;
  let verdict: Verdict | null = null;
  let decisive: Sentence | undefined;
  for (const s of operative) {
    for (const [v, re] of VERDICTS) {
      if (re.test(s.text)) {
        verdict = v;
        decisive = s;
        break;
      }
    }
    if (verdict) break;
  }
  const main = decisive ?? operative[0]!;
  const text = operative.map((s) => s.text).join(' ');
  const pronouncements = PRONOUNCEMENTS.filter(([, re]) => re.test(text)).map(([name]) => name);
  const object = OBJECT.exec(main.text)?.[1]?.replace(/\s+/g, ' ').toLowerCase() ?? null;
  return { fallo: verdict, object, pronouncements, passage: clip(main.text, 600), page: main.page };
}

const NO_COSTS = [
  /\bsin\s+(?:hacer\s+)?(?:expresa\s+|especial\s+)?(?:imposici[óo]n|condena|pronunciamiento|declaraci[óo]n)\s+(?:alguna\s+)?(?:en|de|sobre|a)?\s*(?:las\s+)?costas\b/iu,
  /\bno\s+(?:se\s+)?(?:hace[rn]?|hacer|efectuar|efect[úu]a|procede[rn]?|ha\s+lugar\s+a)\s+(?:a\s+)?(?:la\s+)?(?:expresa\s+|especial\s+)?(?:declaraci[óo]n|pronunciamiento|imposici[óo]n|condena)\s+(?:alguna\s+)?(?:sobre|en\s+cuanto\s+a|de|en|respecto\s+de)\s+(?:la\s+)?(?:imposici[óo]n\s+de\s+)?(?:las\s+)?costas\b/iu,
  /\bno\s+(?:se\s+)?(?:imponen|impone|procede\s+imponer|hace\s+imposici[óo]n\s+de)\s+(?:las\s+)?costas\b/iu,
  /\bcada\s+parte\s+(?:abonar[áa]|pagar[áa]|satisfar[áa])\s+las\s+(?:costas\s+)?causadas\b/iu,
  /\bsin\s+costas\b/iu,
  /\bdeba\s+efectuar\s+pronunciamiento\s+alguno\s+sobre\s+(?:la\s+)?imposici[óo]n\s+de\s+costas\b/iu,
];
const COSTS_TO = [
  /\bcon\s+(?:expresa\s+)?imposici[óo]n\s+(?:de\s+(?:las\s+)?costas\s+)?(?:procesales\s+)?a\s+(?:la\s+parte\s+)?([^.;,]{3,90})/iu,
  /\b(?:imponiendo|se\s+imponen|imponemos|impongo|con\s+imposici[óo]n\s+de)\s+(?:las\s+)?costas(?:\s+procesales)?(?:\s+causadas)?(?:\s+en\s+esta\s+instancia)?\s+a\s+(?:la\s+parte\s+)?([^.;,]{3,90})/iu,
  /\bconden\p{L}*\s+(?:a\s+)?(?:la\s+parte\s+)?([^.;,]{3,90}?)\s+al\s+pago\s+de\s+las\s+costas\b/iu,
  /\blas\s+costas\s+(?:se\s+imponen|ser[áa]n\s+de\s+cargo)\s+(?:a|de)\s+(?:la\s+parte\s+)?([^.;,]{3,90})/iu,
  /\bcon\s+(?:expresa\s+)?(?:imposici[óo]n|condena)\s+(?:en|de)\s+(?:las\s+)?costas\b()/iu,
];

/** The costs, from the operative part, else from the last sentence about them in the grounds. */
export function findCosts(operative: readonly Sentence[], pages: readonly CleanPage[]): Costs | null {
  const read = (s: Sentence): Costs | null => {
    if (!/costas/iu.test(s.text)) return null;
    if (NO_COSTS.some((re) => re.test(s.text)))
      return { status: 'no se imponen', to: null, passage: clip(s.text, 500), page: s.page };
    for (const re of COSTS_TO) {
      const m = re.exec(s.text);
      if (m) {
        const to = (m[1] ?? '').trim().replace(/\s+/g, ' ');
        return { status: 'impuestas', to: to === '' ? null : to, passage: clip(s.text, 500), page: s.page };
      }
    }
    return null;
  };
  for (const s of operative) {
    const c = read(s);
    if (c) return c;
  }
  const all = pages.flatMap((p) => p.sentences);
  for (let i = all.length - 1; i >= 0; i--) {
    const c = read(all[i]!);
    if (c) return c;
  }
  return null;
}
