/**
 * The type of a document: its title line (a line in capitals near the top: 'SENTENCIA', 'AUTO',
 * 'PLIEGO DE CLÁUSULAS ADMINISTRATIVAS…', 'DEMANDA DE JUICIO ORDINARIO'), the metadata of the judicial
 * databases ('Tipo de Resolución: Sentencia'), else the cue phrases of each kind counted over the text.
 *
 * @module
 */
import type { CleanPage } from './text.js';
import type { DocumentType, TypeFinding } from './types.js';

/** Title lines, tried in order (the first line that matches one decides). */
const TITLES: readonly [DocumentType, RegExp][] = [
  ['pliego', /^pliegos?\s+de\s+(?:cl[áa]usulas|prescripciones|condiciones)/i],
  ['contestación', /^(?:escrito\s+de\s+)?contestaci[óo]n\s+a\s+la\s+demanda/i],
  ['demanda', /^demanda(?:\s+de|\s+que|\s*$)/i],
  [
    'recurso',
    /^(?:escrito\s+de\s+(?:interposici[óo]n\s+del?\s+)?)?recurso\s+de\s+(?:apelaci[óo]n|reposici[óo]n|casaci[óo]n|suplicaci[óo]n|revisi[óo]n|queja|amparo|alzada)/i,
  ],
  ['contrato', /^contrato\s+(?:de|privado|administrativo|para)\b/i],
  ['instrucción', /^instrucci[óo]n\s+(?:n[º°.]*\s*)?\d+\s*\/\s*\d{2,4}/i],
  ['informe', /^(?:informe|dictamen)(?:\s+(?:jur[íi]dico|pericial|t[ée]cnico|de|sobre|del)|\s*$)/i],
  ['sentencia', /^sentencia(?:\s*(?:n[º°.]*|n[úu]m\.?|n[úu]mero)?\s*:?\s*\d|\s+de\s|\s*$)/i],
  ['auto', /^auto(?:\s*(?:n[º°.]*|n[úu]m\.?)?\s*:?\s*\d|\s+de\s|\s*$)/i],
  ['providencia', /^providencia(?:\s|$)/i],
  ['decreto', /^decreto(?:\s*(?:n[º°.]*|n[úu]m\.?)?\s*:?\s*\d|\s*$)/i],
  ['escrito', /^(?:al\s+juzgado|a\s+la\s+sala|al\s+tribunal|a\s+la\s+audiencia)\b/i],
];

/** 'Tipo de Resolución: Sentencia' (CENDOJ), 'Tipo de documento: Auto'. */
const METADATA = /\btipo\s+de\s+(?:resoluci[óo]n|documento)\s*:\s*(sentencia|auto|providencia|decreto)\b/i;

/** Cue phrases of each kind anywhere in the text, with their weight. */
const CUES: readonly [DocumentType, RegExp, number][] = [
  ['sentencia', /\bF\s?A\s?L\s?L\s?(?:O|A\s?M\s?O\s?S)\b/g, 3],
  ['sentencia', /\b(?:debo|debemos)\s+(?:condenar|absolver|estimar|desestimar)/gi, 2],
  ['sentencia', /\bha\s+sido\s+ponente\b|\bmagistrad[oa]\s*-?\s*ponente\b/gi, 1],
  ['auto', /\bPARTE\s+DISPOSITIVA\b|\bLA\s+SALA\s+ACUERDA\b|\bDISPONGO\b/g, 3],
  ['providencia', /\bPROVIDENCIA\b/g, 2],
  ['decreto', /\bDECRETO\b(?!\s+(?:LEGISLATIVO|-?LEY)\b)(?!\s+\d)/g, 1],
  ['demanda', /\b(?:formul[oa]|interpong[oa]|presento)\s+DEMANDA\b/gi, 3],
  ['demanda', /\bSUPLICO\s+AL\s+JUZGADO\b/gi, 2],
  ['contestación', /\bcontest(?:o|amos|ando)\s+(?:a\s+)?la\s+demanda\b/gi, 3],
  ['recurso', /\binterpong[oa]\s+recurso\b/gi, 3],
  ['escrito', /\bSUPLICO\b|\bOTROS[ÍI]\s+DIGO\b|\bcomo\s+mejor\s+proceda\s+en\s+derecho\b/gi, 1],
  ['contrato', /\bREUNIDOS\b|\bEXPONEN\b|\bESTIPULACIONES\b|\bINTERVIENEN\b/g, 2],
  ['contrato', /\b(?:el|la)\s+(?:arrendador|arrendataria?|vendedora?|compradora?)\b/gi, 1],
  [
    'pliego',
    /\b(?:licitador(?:es)?|[óo]rgano\s+de\s+contrataci[óo]n|presupuesto\s+base\s+de\s+licitaci[óo]n)\b/gi,
    1,
  ],
  ['informe', /\bCONCLUSIONES\b|\bOBJETO\s+DEL\s+INFORME\b/g, 2],
];

/** How many lines of the first page may hold the title. */
const TITLE_LINES = 40;

/**
 * Decides the type of a document.
 *
 * @param pages - the clean pages
 * @returns the type with the phrase and page that decided it
 */
export function classifyDocument(pages: readonly CleanPage[]): TypeFinding {
  for (const p of pages.slice(0, 2)) {
    const meta = METADATA.exec(p.text);
    if (meta) {
      const type = (meta[1] ?? '').toLowerCase() as DocumentType;
      return { type, evidence: { page: p.page, text: meta[0], rule: 'metadata' } };
    }
  }
  const cues = cueScores(pages);
  const first = pages.find((p) => p.sentences.length > 0);
  if (first) {
    for (const s of first.sentences.slice(0, TITLE_LINES)) {
      const line = s.text.trim();
      // A title is a heading line, or the opening words of a sentence in capitals ('SENTENCIA Nº 12/2020').
      const lead = /^[^\p{Ll}]{4,}/u.exec(line)?.[0].trim() ?? '';
      const candidate = s.heading
        ? line
        : lead.length >= 4
          ? lead
          : /^sentencia\s+de\s/i.test(line)
            ? line
            : '';
      if (candidate === '') continue;
      const title = TITLES.find(([, re]) => re.test(candidate));
      if (!title) continue;
      // 'AL JUZGADO…' opens every writ: what kind of writ, the cue phrases say.
      if (title[0] === 'escrito') {
        const writ = (['demanda', 'contestación', 'recurso'] as const)
          .map((t) => [t, cues.get(t)] as const)
          .filter(([, c]) => c !== undefined && c.n >= 3)
          .sort((a, b) => (b[1]?.n ?? 0) - (a[1]?.n ?? 0))[0];
        if (writ?.[1])
          return { type: writ[0], evidence: { page: writ[1].page, text: writ[1].text, rule: 'cues' } };
      }
      return { type: title[0], evidence: { page: first.page, text: candidate, rule: 'title' } };
    }
  }
  const best = [...cues].sort((a, b) => b[1].n - a[1].n)[0];
  if (!best || best[1].n < 2) return { type: 'other', evidence: null };
  return { type: best[0], evidence: { page: best[1].page, text: best[1].text, rule: 'cues' } };
}

function cueScores(
  pages: readonly CleanPage[],
): Map<DocumentType, { n: number; page: number; text: string }> {
  const score = new Map<DocumentType, { n: number; page: number; text: string }>();
  for (const p of pages) {
    for (const [type, re, weight] of CUES) {
      for (const m of p.text.matchAll(re)) {
        const entry = score.get(type) ?? { n: 0, page: p.page, text: m[0] };
        entry.n += weight;
        score.set(type, entry);
      }
    }
  }
  return score;
}
