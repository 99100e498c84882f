/**
 * The specialised analysers (ADR 0025): the caller's document, its newest complete analysis (or a new
 * one, stored as `/document/comprehensive_legal_analysis` stores it), the product's view of it, the
 * warning when the document is not what the product analyses, and the view as JSON, a plain-text
 * report or simple HTML built only from escaped text.
 *
 * @module
 */
import type { PageText } from '@alegato/legal-nlp';
import { AppError } from '../../errors.js';
import { ANALYSIS_SOURCE, runAnalysis, type AnalysisServiceDeps } from '../analysis/service.js';
import { newestAnalysis } from '../analysis/repo.js';
import type { RequestMeta } from '../auth/audit.js';
import { listPages } from '../documents/repo.js';
import { resolveDocument } from '../documents/resolve.js';
import {
  PRODUCT_IDS,
  PRODUCTS,
  TYPE_NOUNS,
  type Finding,
  type Product,
  type ProductId,
  type ProductSection,
  type ServedAnalysis,
} from './catalogue.js';

/** How `/{product}/analyze` answers (`format_type`). */
export const FORMAT_TYPES = ['json', 'texto', 'html'] as const;
/** One of {@link FORMAT_TYPES}. */
export type FormatType = (typeof FORMAT_TYPES)[number];

/** Spanish messages of the products. */
export const PRODUCT_MESSAGES = {
  unknown: `Producto no encontrado. Los productos disponibles son: ${PRODUCT_IDS.join(', ')}.`,
  format: `format_type debe ser uno de: ${FORMAT_TYPES.join(', ')}.`,
  misfit: (product: Product, type: keyof typeof TYPE_NOUNS) =>
    type === 'other'
      ? `No se ha podido determinar el tipo del documento: comprueba que es ${product.noun}.`
      : `Este documento parece ${TYPE_NOUNS[type]}, no ${product.noun}.`,
  notLabour:
    'Este documento no parece un asunto laboral: no habla de despido, salario ni contrato de trabajo.',
  none: 'No consta en el documento.',
} as const;

/** The analysis a product returns. */
export interface ProductAnalysis {
  product: ProductId;
  engine: typeof ANALYSIS_SOURCE;
  /** Id of the stored document analysis the view was read from. */
  analysis_id: string;
  depth: string;
  pages: number;
  document_type: ServedAnalysis['document_type'];
  date: ServedAnalysis['date'];
  summary: ServedAnalysis['summary'];
  sections: ProductSection[];
  checks: Finding[];
}

/** What `POST /{product}/analyze` returns in `data`. */
export interface ProductResult {
  product: ProductId;
  format_type: FormatType;
  document: { id: string; filename: string; pages: number | null };
  analysis: ProductAnalysis;
  /** The report for `texto` (plain text) and `html`. */
  report?: string;
  warnings: string[];
}

/** The product's status (`GET /{product}/status`). */
export function productStatus(product: Product) {
  return {
    success: true,
    product: product.id,
    name: product.name,
    description: product.description,
    available: true,
    engine: ANALYSIS_SOURCE,
    document_types: [...product.document_types],
    sections: product.sections.map((s) => ({ ...s })),
  };
}

/**
 * Analyses the caller's document with a product.
 *
 * @throws {AppError} 404 unknown or foreign document (audited), 409 still processing or failed, 422 no text,
 *   504 over the time limit
 */
export async function analyseWithProduct(
  deps: AnalysisServiceDeps,
  meta: RequestMeta,
  userId: string,
  productId: ProductId,
  ref: string,
  format: FormatType,
): Promise<ProductResult> {
  const product = PRODUCTS[productId];
  const document = await resolveDocument(deps.db, meta, userId, ref);
  // The newest complete analysis is reused (products are views of it); else one is run and stored.
  const stored = await newestAnalysis(deps.db, userId, document.id);
  let analysisId: string;
  let analysis: ServedAnalysis;
  if (stored && stored.kind === 'comprehensive' && stored.depth !== 'basic') {
    analysisId = stored.id;
    analysis = stored.result as unknown as ServedAnalysis;
  } else {
    const run = await runAnalysis(deps, meta, userId, {
      document: document.id,
      kind: 'comprehensive',
      depth: 'complete',
    });
    analysisId = run.analysis_id;
    analysis = run.analysis as unknown as ServedAnalysis;
  }
  const pages: PageText[] = (await listPages(deps.db, document.id)).map((p) => ({
    page: p.page,
    text: p.text,
  }));
  const view = product.view(analysis, pages);
  const warnings: string[] = [];
  if (!view.fits)
    warnings.push(
      product.id === 'laboral'
        ? PRODUCT_MESSAGES.notLabour
        : PRODUCT_MESSAGES.misfit(product, analysis.document_type.type),
    );
  const result: ProductResult = {
    product: product.id,
    format_type: format,
    document: { id: document.id, filename: document.filename, pages: document.pages },
    analysis: {
      product: product.id,
      engine: ANALYSIS_SOURCE,
      analysis_id: analysisId,
      depth: analysis.depth,
      pages: analysis.pages,
      document_type: analysis.document_type,
      date: analysis.date,
      summary: analysis.summary,
      sections: view.sections,
      checks: view.checks,
    },
    warnings,
  };
  if (format === 'texto') result.report = textReport(product, result);
  if (format === 'html') result.report = htmlReport(product, result);
  return result;
}

/** The product `id`. @throws {AppError} 404 listing the products */
export function productOrThrow(id: string): Product {
  if (!(PRODUCT_IDS as readonly string[]).includes(id))
    throw new AppError(404, 'product_not_found', PRODUCT_MESSAGES.unknown);
  return PRODUCTS[id as ProductId];
}

const spanishDate = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso;

const euros = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** One finding as a line: 'label: text — 1.500,00 € — vence el dd/mm/aaaa… (pág. N)'. */
function findingLine(f: Finding): string {
  const parts: string[] = [];
  const label = f.label ? spanishDate(f.label) : '';
  const head = label && label !== f.text ? `${label}: ` : '';
  parts.push(`${head}${f.text}`);
  if (f.amount !== undefined)
    parts.push(
      ` — ${euros.format(f.amount)} ${f.currency === 'EUR' ? '€' : (f.currency ?? '')}${f.per ? ` por ${f.per}` : ''}`.trimEnd(),
    );
  if (f.due)
    parts.push(
      ` — vence el ${spanishDate(f.due)} si se cuenta desde el ${spanishDate(f.assumed_start ?? '')}`,
    );
  if (f.page !== null) parts.push(` (pág. ${f.page})`);
  return parts.join('');
}

function header(product: Product, r: ProductResult): string[] {
  const a = r.analysis;
  const type = a.document_type;
  return [
    `${product.name} — ${r.document.filename}`,
    `Tipo de documento: ${type.type === 'other' ? 'sin determinar' : type.type}${type.evidence ? ` (pág. ${type.evidence.page})` : ''}` +
      `${a.date ? ` · Fecha: ${spanishDate(a.date.iso)} (pág. ${a.date.page})` : ''} · ${a.pages} página${a.pages === 1 ? '' : 's'}`,
    'Analizado por el motor integrado de Alegato (alegato-nlp). Comprueba cada dato en la página indicada.',
  ];
}

/** The plain-text report in Spanish, every finding with its page. */
export function textReport(product: Product, r: ProductResult): string {
  const lines = header(product, r);
  if (r.warnings.length > 0) lines.push('', 'AVISOS', ...r.warnings.map((w) => `- ${w}`));
  for (const s of r.analysis.sections) {
    lines.push('', s.title.toUpperCase());
    if (s.items.length === 0) lines.push(`- ${PRODUCT_MESSAGES.none}`);
    else lines.push(...s.items.map((f) => `- ${findingLine(f)}`));
  }
  if (r.analysis.checks.length > 0)
    lines.push('', 'PUNTOS A REVISAR', ...r.analysis.checks.map((f) => `- ${findingLine(f)}`));
  return lines.join('\n');
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The report as simple HTML (article, h1, h2, p, ul, li): every piece of text is escaped, so nothing the
 * document says can become markup.
 */
export function htmlReport(product: Product, r: ProductResult): string {
  const [title, meta, note] = header(product, r).map(escape);
  const out: string[] = [`<article><h1>${title}</h1><p>${meta}</p><p>${note}</p>`];
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>`;
  if (r.warnings.length > 0) out.push(`<section><h2>Avisos</h2>${list(r.warnings)}</section>`);
  for (const s of r.analysis.sections)
    out.push(
      `<section><h2>${escape(s.title)}</h2>${
        s.items.length === 0 ? `<p>${escape(PRODUCT_MESSAGES.none)}</p>` : list(s.items.map(findingLine))
      }</section>`,
    );
  if (r.analysis.checks.length > 0)
    out.push(`<section><h2>Puntos a revisar</h2>${list(r.analysis.checks.map(findingLine))}</section>`);
  out.push('</article>');
  return out.join('');
}
