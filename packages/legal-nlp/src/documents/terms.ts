/**
 * Deadlines ('en el plazo de veinte días hábiles desde la notificación', 'dentro de los DIEZ DÍAS
 * hábiles siguientes al de su notificación', 'tres meses'), and the terms of contracts and tenders:
 * obligations, penalties, guarantees and price.
 *
 * @module
 */
import type { Entity, MoneyValue } from '../entities/types.js';
import { NUMBER_WORDS_RE, readNumber } from '../entities/numbers.js';
import { clip, sentenceAt, type CleanPage } from './text.js';
import type { ContractTerms, Deadline, Passage, PriceFinding } from './types.js';

const UNIT: Readonly<Record<string, string>> = { d: 'D', s: 'W', m: 'M', a: 'Y', h: 'H' };

/** A time limit: a cue ('plazo de', 'dentro de los', 'término de'), a number, a unit, 'hábiles'/'naturales'. */
const DEADLINE_RE = new RegExp(
  String.raw`\b(?:(?:plazo|t[ée]rmino)\s+(?:m[áa]ximo\s+|improrrogable\s+|com[úu]n\s+)?de\s+|dentro\s+de\s+(?:los?\s+)?|en\s+los?\s+|antes\s+de\s+(?:que\s+transcurran\s+)?)(\d{1,4}|${NUMBER_WORDS_RE})\s*(?:\(\s*\d{1,4}\s*\)\s*)?(d[íi]as?|semanas?|mes(?:es)?|años?|horas?)(\s+(?:h[áa]biles|naturales))?`,
  'giu',
);
/** What the time runs from, written after it. */
const FROM_RE =
  /^[^.;]{0,60}?\b((?:a\s+contar\s+|contados?\s+|computados?\s+)?(?:desde|a\s+partir\s+de)\s+[^.;,]{3,80}|siguientes?\s+(?:a|al)\s+[^.;,]{3,80})/iu;

/** The deadlines of the document, in order. */
export function findDeadlines(pages: readonly CleanPage[]): Deadline[] {
  const out: Deadline[] = [];
  for (const p of pages) {
    for (const m of p.text.matchAll(DEADLINE_RE)) {
      const n = readNumber((m[1] ?? '').toLowerCase());
      const unit = fold1(m[2] ?? '');
      if (n === null || n <= 0 || n > 3650) continue;
      const sentence = sentenceAt(p, m.index);
      const after = p.text.slice(m.index + m[0].length, sentence?.end ?? m.index + m[0].length + 140);
      const from = FROM_RE.exec(after)?.[1]?.replace(/\s+/g, ' ').trim() ?? null;
      const written = m[0].replace(/^\S+\s+(?:\S+\s+)?(?:de\s+|los?\s+)?/iu, (lead) =>
        /^(?:plazo|t[ée]rmino|dentro|en|antes)/iu.test(lead) ? '' : lead,
      );
      out.push({
        written: written.replace(/\s+/g, ' ').trim(),
        duration: `P${unit === 'H' ? 'T' : ''}${n}${unit}`,
        workingDays: /h[áa]biles/iu.test(m[3] ?? ''),
        from,
        passage: clip(sentence?.text ?? m[0], 400),
        page: p.page,
      });
    }
  }
  return out.slice(0, 40);
}

function fold1(unit: string): string {
  const u = unit.toLowerCase();
  if (u.startsWith('me')) return 'M';
  if (u.startsWith('se')) return 'W';
  return UNIT[u[0] ?? 'd'] ?? 'D';
}

const OBLIGATION =
  /(?<![\p{L}\p{N}])(?:deber[áa]n?|est(?:ar[áa]n?|[áa]n?)\s+obligad[oa]s?|se\s+obliga[n]?|queda[n]?\s+obligad[oa]s?|ser[áa]\s+obligaci[óo]n|obligaci[óo]n\s+de(?:l)?|tendr[áa]n?\s+que|se\s+compromete[n]?|corresponder[áa]\s+al\s+(?:contratista|adjudicatario|arrendatario|arrendador))(?![\p{L}\p{N}])/iu;
const PENALTY =
  /(?<![\p{L}\p{N}])(?:penalidad(?:es)?|cl[áa]usula\s+penal|penalizaci[óo]n(?:es)?|multas?\s+coercitivas?|indemnizar[áa]|demora\s+en\s+la\s+ejecuci[óo]n)(?![\p{L}\p{N}])/iu;
const GUARANTEE =
  /(?<![\p{L}\p{N}])(?:garant[íi]a\s+(?:definitiva|provisional|complementaria|global)|fianza|aval(?:\s+bancario)?|seguro\s+de\s+responsabilidad\s+civil)(?![\p{L}\p{N}])/iu;
const PRICE =
  /(?<![\p{L}\p{N}])(presupuesto\s+base\s+de\s+licitaci[óo]n|valor\s+estimado(?:\s+del\s+contrato)?|precio\s+(?:del\s+contrato|total|cierto|de\s+(?:la\s+)?(?:compraventa|venta|adjudicaci[óo]n))|renta\s+(?:mensual|anual)|importe\s+(?:total|de\s+adjudicaci[óo]n)|honorarios)(?![\p{L}\p{N}])/iu;

/** Contract and tender terms: sentences with an obligation, a penalty, a guarantee; prices with their label. */
export function findContractTerms(pages: readonly CleanPage[], entities: readonly Entity[][]): ContractTerms {
  const obligations: Passage[] = [];
  const penalties: Passage[] = [];
  const guarantees: Passage[] = [];
  const price: PriceFinding[] = [];
  const seen = new Set<string>();
  pages.forEach((p, i) => {
    for (const s of p.sentences) {
      if (s.heading || s.text.length < 30) continue;
      const passage = { page: p.page, text: clip(s.text, 400) };
      if (OBLIGATION.test(s.text) && obligations.length < 20) obligations.push(passage);
      if (PENALTY.test(s.text) && penalties.length < 12) penalties.push(passage);
      if (GUARANTEE.test(s.text) && guarantees.length < 12) guarantees.push(passage);
      const label = PRICE.exec(s.text);
      if (!label) continue;
      for (const e of entities[i] ?? []) {
        if (e.type !== 'MONEY' || e.start < s.start || e.end > s.end || typeof e.value !== 'object') continue;
        const v = e.value as MoneyValue;
        const key = `${label[1]}|${v.amount}|${v.currency}`;
        if (seen.has(key)) continue;
        seen.add(key);
        price.push({
          label: (label[1] ?? '').toLowerCase().replace(/\s+/g, ' '),
          amount: v.amount,
          currency: v.currency,
          ...(v.per ? { per: v.per } : {}),
          written: e.text,
          concept: clip(s.text, 200),
          page: p.page,
        });
      }
    }
  });
  return { obligations, penalties, guarantees, price: price.slice(0, 20) };
}
