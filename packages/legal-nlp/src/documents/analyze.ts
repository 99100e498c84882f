/**
 * The embedded document analysis (issue 13 item 3, ADR 0024): deterministic, extractive, no model.
 * `basic` gives the type, a three-sentence summary, parties, court, ponente and the ruling; `complete`
 * adds the timeline, amounts, citations, deadlines, contract terms and risks; `expert` adds the topics
 * the server searches the legislation with (related legislation and cross-document links are the
 * server's, since they need the database).
 *
 * @module
 */
import { sumAmounts, writtenAsTotal } from '../amountTotals.js';
import { findCitations } from '../citations.js';
import { extractEntities } from '../entities/index.js';
import type { Entity, MoneyValue } from '../entities/types.js';
import { findLegalReferences } from '../references.js';
import { analyzeText } from '../analysis.js';
import { classifyDocument } from './classify.js';
import { findDecision, findCosts, operativePart } from './judgment.js';
import { findBench, findCourt, findParties, findPonente } from './parties.js';
import { summarise } from './summary.js';
import { findContractTerms, findDeadlines } from './terms.js';
import { clip, cleanPages, sentenceAt, type CleanPage } from './text.js';
import type {
  AmountFinding,
  AmountTotal,
  AnalysisDepth,
  CaseNumber,
  CitationFinding,
  DateFinding,
  DocumentAnalysis,
  DocumentType,
  PageText,
  Risk,
  TimelineEvent,
} from './types.js';

/** Options of {@link analyzeDocument}. */
export interface AnalyzeDocumentOptions {
  /** @default 'complete' */
  depth?: AnalysisDepth;
  /**
   * Summary sentences scoring under this share (0..1) of the most informative one are left out, so a
   * higher value gives a shorter, more focused summary. @default 0
   */
  summaryThreshold?: number;
}

/** Summary length by depth. */
export const SUMMARY_SENTENCES: Readonly<Record<AnalysisDepth, number>> = {
  basic: 3,
  complete: 6,
  expert: 10,
};

const RULINGS: readonly DocumentType[] = ['sentencia', 'auto', 'decreto', 'providencia'];
const CONTRACTS: readonly DocumentType[] = ['contrato', 'pliego'];

/**
 * Analyses a document from its pages.
 *
 * @param pages - the pages' text, in order (`document_pages`)
 * @param options - the depth
 * @returns a JSON-ready analysis; every finding names its page
 */
export function analyzeDocument(
  pages: readonly PageText[],
  options: AnalyzeDocumentOptions = {},
): DocumentAnalysis {
  const depth = options.depth ?? 'complete';
  const clean = cleanPages(pages);
  const entities = clean.map((p) => extractEntities(p.text));
  const sentences = clean.flatMap((p) => p.sentences);
  const type = classifyDocument(clean);
  const ruling = RULINGS.includes(type.type);
  const operative = ruling ? operativePart(clean) : [];
  const decision = ruling ? findDecision(operative) : null;
  const costas = ruling ? findCosts(operative, clean) : null;
  const words = clean.reduce((n, p) => n + (p.text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0);
  const analysis: DocumentAnalysis = {
    engine: 'alegato-nlp',
    version: 1,
    depth,
    pages: pages.length,
    words,
    document_type: type,
    summary: summarise(sentences, SUMMARY_SENTENCES[depth], operative, options.summaryThreshold ?? 0),
    parties: findParties(clean, entities),
    court: findCourt(clean, entities),
    ponente: findPonente(clean),
    magistrados: findBench(clean, entities),
    case_numbers: findCaseNumbers(clean, entities),
    date: findDocumentDate(clean, entities),
    decision,
    costas,
  };
  if (type.type === 'pliego') addContractingAuthority(analysis, pages);
  if (depth === 'basic') return analysis;
  analysis.timeline = findTimeline(clean, entities);
  analysis.amounts = findAmountsWithConcept(clean, entities);
  analysis.citations = findCitationsWithPages(clean);
  analysis.deadlines = findDeadlines(clean);
  if (CONTRACTS.includes(type.type)) analysis.contract = findContractTerms(clean, entities);
  analysis.risks = findRisks(analysis, amountMismatches(clean, entities));
  if (depth === 'expert') analysis.topics = topics(sentences.map((s) => s.text));
  return analysis;
}

const AUTHORITY_LINE =
  /^(?:(?:EXCM[OA]|ILM[OA]|Excm[oa]|Ilm[oa])\.?\s+)?((?:AYUNTAMIENTO|DIPUTACI[ÓO]N|CONSEJER[ÍI]A|MINISTERIO|UNIVERSIDAD|JUNTA|CABILDO|CONSELL|GOBIERNO|SERVICIO|Ayuntamiento|Diputación|Consejería|Ministerio|Universidad)\b[^\n]{2,80})$/mu;

/**
 * A tender's contracting authority, when no sentence names it: the body in the letterhead of the first
 * page ('EXCMO AYUNTAMIENTO DE JAÉN'), which the cleaning drops as a running header.
 */
function addContractingAuthority(a: DocumentAnalysis, pages: readonly PageText[]): void {
  if (a.parties.some((p) => p.roles.includes('contratante'))) return;
  const first = pages[0];
  const head = first?.text.split('\n').slice(0, 8).join('\n') ?? '';
  const m = AUTHORITY_LINE.exec(head);
  if (!first || !m) return;
  a.parties.unshift({
    name: (m[1] ?? '').trim(),
    kind: 'organización',
    roles: ['contratante'],
    evidence: { page: first.page, text: m[0].trim() },
    mentions: 1,
  });
}

const CODE_KINDS: Readonly<Record<string, string>> = {
  ECLI: 'ECLI',
  ROJ: 'Roj',
  recurso: 'recurso',
  procedimiento: 'procedimiento',
  auto: 'autos',
  autos: 'autos',
  rollo: 'rollo',
  expediente: 'expediente',
  ejecutoria: 'ejecutoria',
  diligencia: 'diligencias',
  'diligencias previa': 'diligencias',
  sumario: 'sumario',
  juicio: 'procedimiento',
  'juicio ordinario': 'procedimiento',
  'juicio verbal': 'procedimiento',
  sentencia: 'resolución',
  resolucion: 'resolución',
};
const FIELD_CODES: readonly [string, RegExp][] = [
  ['recurso', /N[º°]\s*de\s+Recurso:\s*([\w/.-]+)/gu],
  ['resolución', /N[º°]\s*de\s+Resoluci[óo]n:\s*([\w/.-]+)/gu],
  [
    'expediente',
    /\b(?:EXPTE|Expte|Expediente|EXPEDIENTE)\.?\s*(?:n[º°.]*\s*|n[úu]m\.\s*)?:?\s*(\d[\w/.-]*)/gu,
  ],
  ['NIG', /\bNIG\s*:?\s*([\d\s]{10,30}\d)/gu],
];

/** ECLI, Roj, recurso, procedimiento, autos, expediente… each once, first page where it appears. */
export function findCaseNumbers(pages: readonly CleanPage[], entities: readonly Entity[][]): CaseNumber[] {
  const out: CaseNumber[] = [];
  const seen = new Set<string>();
  const push = (kind: string, value: string, page: number) => {
    const v = value
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.,;]$/, '');
    const key = `${kind}|${v.toUpperCase()}`;
    if (v === '' || seen.has(key)) return;
    seen.add(key);
    out.push({ kind, value: v, page });
  };
  pages.forEach((p, i) => {
    for (const [kind, re] of FIELD_CODES) for (const m of p.text.matchAll(re)) push(kind, m[1] ?? '', p.page);
    for (const e of entities[i] ?? []) {
      if (e.type !== 'CODE' || !e.subtype) continue;
      const kind = CODE_KINDS[e.subtype] ?? (e.subtype.startsWith('juicio') ? 'procedimiento' : undefined);
      if (!kind) continue;
      push(kind, kind === 'ECLI' || kind === 'Roj' ? String(e.value ?? e.text) : e.text, p.page);
    }
  });
  return out.slice(0, 40);
}

/** Where a document says its own date: 'En Madrid, a 27 de mayo de 2025', 'Fecha: 27/05/2025', 'Sentencia de …'. */
const DATE_CUES = [
  /(?:^|\n)Fecha\s*:\s*$/u,
  /\bEn\s+(?:la\s+(?:villa|ciudad)\s+de\s+)?\p{Lu}[\p{L} ]{1,40},?\s+a\s+$/u,
  /\b(?:Sentencia|Auto|Providencia|Decreto)\s+(?:de|del\s+d[íi]a)\s+$/u,
  /\b(?:firmado|fechado)\s+(?:el|en\s+\p{Lu}[\p{L}]+,?\s+a)\s+$/iu,
];

/** The document's own date; else the first full date of the first page. */
export function findDocumentDate(
  pages: readonly CleanPage[],
  entities: readonly Entity[][],
): DateFinding | null {
  for (let i = 0; i < pages.length && i < 3; i++) {
    const p = pages[i]!;
    for (const e of entities[i] ?? []) {
      if (e.type !== 'DATE' || typeof e.value !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(e.value)) continue;
      const before = p.text.slice(Math.max(0, e.start - 60), e.start);
      if (DATE_CUES.some((re) => re.test(before))) return { iso: e.value, text: e.text, page: p.page };
    }
  }
  // Signed at the end ('En Jaén, a 11 de noviembre de 2024', 'Madrid, 3 de marzo de 2024').
  for (let i = pages.length - 1; i >= Math.max(0, pages.length - 2); i--) {
    const p = pages[i]!;
    const dates = (entities[i] ?? []).filter(
      (e) => e.type === 'DATE' && typeof e.value === 'string' && /^\d{4}-\d\d-\d\d$/.test(e.value),
    );
    for (const e of dates.reverse()) {
      const before = p.text.slice(Math.max(0, e.start - 60), e.start);
      if (DATE_CUES[1]!.test(before) || /(?:^|\n)\p{Lu}[\p{L} ]{1,30},\s+$/u.test(before))
        return { iso: e.value as string, text: e.text, page: p.page };
    }
  }
  return null;
}

/** Dated events, in order of date; a date inside a citation ('Ley 29/1994, de 24 de noviembre') is not an event. */
export function findTimeline(pages: readonly CleanPage[], entities: readonly Entity[][]): TimelineEvent[] {
  const out: TimelineEvent[] = [];
  const seen = new Set<string>();
  pages.forEach((p, i) => {
    const ents = entities[i] ?? [];
    const citations = ents.filter((e) => e.type === 'CITATION');
    for (const e of ents) {
      if (e.type !== 'DATE' || typeof e.value !== 'string' || !/^\d{4}(?:-\d\d){0,2}$/.test(e.value))
        continue;
      if (citations.some((c) => c.start <= e.start && e.end <= c.end)) continue;
      const s = sentenceAt(p, e.start);
      if (!s || s.heading) continue;
      const key = `${e.value}|${s.index}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        date: e.value,
        written: e.text.replace(/\s+/g, ' '),
        text: around(s.text, e.start - s.start, 300),
        page: p.page,
      });
    }
  });
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.page - b.page).slice(0, 80);
}

/** A window of `max` characters of `text` around offset `at`, cut at words, with '…' where cut. */
function around(text: string, at: number, max: number): string {
  if (text.length <= max) return text;
  let from = Math.max(0, Math.min(at - Math.floor(max / 3), text.length - max));
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  const cut = clip(text.slice(from), max);
  return `${from > 0 ? '…' : ''}${cut}`;
}

/** The words before an amount that say what it is: back to the clause start, at most ~12 words. */
function conceptOf(text: string, start: number, end: number, sentenceStart: number): string {
  const before = text.slice(Math.max(sentenceStart, start - 120), start);
  const clause = before.split(/[;:()]|,\s(?=\p{Ll})|\.\s/u).at(-1) ?? before;
  const lead = clause.split(/\s+/).slice(-12).join(' ').trim();
  const after =
    text
      .slice(end, end + 60)
      .split(/[.;,(]/)[0]
      ?.split(/\s+/)
      .slice(0, 6)
      .join(' ')
      .trim() ?? '';
  return `${lead} ${text.slice(start, end)} ${after}`.replace(/\s+/g, ' ').trim();
}

/** Amounts with their concept and page, and totals by currency (rates left out of the totals). */
export function findAmountsWithConcept(
  pages: readonly CleanPage[],
  entities: readonly Entity[][],
): { items: AmountFinding[]; totals: AmountTotal[] } {
  const items: AmountFinding[] = [];
  pages.forEach((p, i) => {
    for (const e of entities[i] ?? []) {
      if (e.type !== 'MONEY' || typeof e.value !== 'object') continue;
      const v = e.value as MoneyValue;
      const s = sentenceAt(p, e.start);
      items.push({
        amount: v.amount,
        currency: v.currency,
        ...(v.per ? { per: v.per } : {}),
        ...(writtenAsTotal(p.text, e.start) ? { stated_total: true } : {}),
        written: e.text,
        concept: conceptOf(p.text, e.start, e.end, s?.start ?? 0),
        page: p.page,
      });
    }
  });
  const totals: AmountTotal[] = sumAmounts(items.map((a) => ({ ...a, statedTotal: a.stated_total }))).map(
    ({ currency, total, count, stated }) => ({ currency, total, count, ...(stated ? { stated } : {}) }),
  );
  return { items: items.slice(0, 200), totals };
}

/** Every legal citation with its page, its sentence and the norm/article pairs it names. */
export function findCitationsWithPages(pages: readonly CleanPage[]): CitationFinding[] {
  const out: CitationFinding[] = [];
  for (const p of pages) {
    const refs = findLegalReferences(p.text);
    for (const c of findCitations(p.text)) {
      const s = sentenceAt(p, c.start);
      const own = refs.filter((r) => r.start < c.end && c.start < r.end);
      out.push({
        kind: c.kind,
        raw: c.raw.replace(/\s+/g, ' '),
        normalised: c.normalised,
        wellFormed: c.wellFormed,
        page: p.page,
        passage: clip(s?.text ?? c.raw, 400),
        references: own.map((r) => ({
          normId: r.normId,
          lawNumber: r.lawNumber,
          article: r.article,
          abbr: r.abbr,
        })),
      });
    }
  }
  return out.slice(0, 300);
}

const TOTAL_WORD = /\b(?:total|suman?|en\s+conjunto|importe\s+global)\s+(?:de\s+)?$/iu;

/** A total written after its items in one sentence ('900 euros y 1.800 euros, en total 2.600 euros') that is not their sum. */
export function amountMismatches(pages: readonly CleanPage[], entities: readonly Entity[][]): Risk[] {
  const out: Risk[] = [];
  pages.forEach((p, i) => {
    const money = (entities[i] ?? []).filter(
      (e) => e.type === 'MONEY' && typeof e.value === 'object' && !(e.value as MoneyValue).per,
    );
    for (const total of money) {
      if (!TOTAL_WORD.test(p.text.slice(Math.max(0, total.start - 30), total.start))) continue;
      const s = sentenceAt(p, total.start);
      if (!s) continue;
      const value = total.value as MoneyValue;
      const parts = money.filter(
        (e) =>
          e.start >= s.start && e.end <= total.start && (e.value as MoneyValue).currency === value.currency,
      );
      if (parts.length < 2) continue;
      const sum = Math.round(parts.reduce((n, e) => n + (e.value as MoneyValue).amount, 0) * 100) / 100;
      if (Math.abs(sum - value.amount) > 0.01)
        out.push({
          code: 'importes_no_cuadran',
          level: 'alto',
          message: `Los importes no cuadran: ${parts.map((e) => e.text).join(' + ')} suman ${sum} y el total dice ${total.text}.`,
          page: p.page,
          passage: clip(s.text, 400),
        });
    }
  });
  return out;
}

/** Rule-based risks and points to check; the server adds those that need the legislation (citations not found). */
export function findRisks(a: DocumentAnalysis, extra: readonly Risk[] = []): Risk[] {
  const risks: Risk[] = [];
  if (a.document_type.type === 'other')
    risks.push({
      code: 'tipo_desconocido',
      level: 'bajo',
      message: 'No se ha podido determinar el tipo de documento: revisa su encabezado.',
    });
  if (!a.date)
    risks.push({
      code: 'sin_fecha',
      level: 'bajo',
      message: 'El documento no indica su fecha: compruébala antes de computar plazos.',
    });
  if (a.decision === null && RULINGS.includes(a.document_type.type))
    risks.push({
      code: 'sin_fallo',
      level: 'medio',
      message: 'No se ha encontrado el fallo o la parte dispositiva: léela en el original.',
    });
  if (a.decision !== null && a.costas === null)
    risks.push({
      code: 'costas_no_consta',
      level: 'bajo',
      message:
        'La resolución no dice nada de las costas: comprueba si se impusieron en la instancia anterior.',
      page: a.decision.page,
    });
  if (a.costas?.status === 'impuestas')
    risks.push({
      code: 'costas_impuestas',
      level: 'alto',
      message: `Se imponen las costas${a.costas.to ? ` a ${a.costas.to}` : ''}: valora su importe y si cabe impugnar la tasación.`,
      page: a.costas.page,
      passage: a.costas.passage,
    });
  let unanchored = 0;
  for (const d of a.deadlines ?? []) {
    if (d.from === null) {
      if (++unanchored > 5) continue;
      risks.push({
        code: 'plazo_sin_inicio',
        level: 'medio',
        message: `Plazo sin fecha de inicio («${d.written}»): comprueba desde cuándo se computa.`,
        page: d.page,
        passage: d.passage,
      });
    } else if (/notificaci[óo]n/iu.test(d.from))
      risks.push({
        code: 'plazo_desde_notificacion',
        level: 'alto',
        message: `Plazo de ${d.written} ${d.from}: anota la fecha de notificación para calcular el vencimiento.`,
        page: d.page,
        passage: d.passage,
      });
  }
  const loose = (a.citations ?? []).filter(
    (c) => c.kind === 'article' && c.references.every((r) => r.normId === null && r.lawNumber === null),
  );
  if (loose.length > 0) {
    const pages = [...new Set(loose.map((c) => c.page))];
    risks.push({
      code: 'cita_sin_norma',
      level: 'bajo',
      message: `${loose.length === 1 ? `La cita «${loose[0]!.raw}» no dice` : `${loose.length} citas de artículos no dicen`} de qué norma ${loose.length === 1 ? 'es' : 'son'} (p. ${pages.slice(0, 8).join(', ')}): compruébalo.`,
      page: loose[0]!.page,
      passage: loose[0]!.passage,
    });
  }
  risks.push(...extra);
  if (a.contract && a.contract.penalties.length > 0)
    risks.push({
      code: 'penalidades',
      level: 'medio',
      message: `Hay ${a.contract.penalties.length} cláusula(s) de penalidades: revisa cuantías y supuestos.`,
      page: a.contract.penalties[0]!.page,
      passage: a.contract.penalties[0]!.text,
    });
  if (
    a.contract &&
    a.contract.guarantees.length === 0 &&
    /cl[áa]usulas\s+administrativas/iu.test(a.document_type.evidence?.text ?? '')
  )
    risks.push({
      code: 'sin_garantia',
      level: 'bajo',
      message: 'El pliego no menciona garantías: compruébalo en el cuadro resumen.',
    });
  return risks.slice(0, 60);
}

/** Verb forms and adverbs ('presentada', 'judicialmente', 'reconocer'): they do not name a topic. */
const NOT_TOPIC = /(?:mente|ando|iendo|ados?|adas?|idos?|idas?|[aei]r|[aei]rse)$/u;

/**
 * The nouns that weigh most in the document (the most frequent written form of each stem), for
 * searching related legislation.
 */
export function topics(texts: readonly string[], count = 8): string[] {
  const freq = new Map<string, { n: number; forms: Map<string, number> }>();
  for (const t of texts) {
    for (const m of t.matchAll(/\p{L}{4,}/gu)) {
      const word = m[0].toLowerCase();
      if (GENERIC.has(word) || NOT_TOPIC.test(word)) continue;
      const [stem] = analyzeText(word);
      if (!stem || stem.length < 4) continue;
      const entry = freq.get(stem) ?? { n: 0, forms: new Map<string, number>() };
      entry.n += 1;
      entry.forms.set(word, (entry.forms.get(word) ?? 0) + 1);
      freq.set(stem, entry);
    }
  }
  return [...freq.values()]
    .filter((e) => e.n >= 2)
    .map((e) => ({
      n: e.n,
      word: [...e.forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
    }))
    .sort((a, b) => b.n - a.n || a.word.localeCompare(b.word))
    .slice(0, count)
    .map((e) => e.word);
}

/** Words every legal document repeats; they say nothing of its topic. */
const GENERIC = new Set(
  `sentencia sentencias recurso recursos demanda tribunal juzgado social sala artículo artículos fecha parte partes
  derecho ley caso presente dicho dicha cuanto conforme través según mismo misma todos todas sobre entre contra
  antes después donde durante cuando siendo tiene tienen puede pueden debe deben haber hecho hechos primero segundo
  tercero cuarto quinto sexto señor doña número pliego contrato cláusula anexo página apartado demandada
  demandado actor actora demandante parte para como este esta otro otra sido será cual conformidad presente
  caso forma manera efecto efectos lugar momento términos relación respecto cuestión supuesto resolución
  recurrido recurrente recurrida cláusulas clausulas órgano apartado artículo presenta tiene pues dicha sala
  primera segunda tercera cuarta quinta sexta única deberá deberán podrá podrán será serán habrá había`.split(
    /\s+/,
  ),
);
