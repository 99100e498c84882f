/**
 * The specialised analysers (issue 13 item 8, ADR 0025): `sentencias`, `contratos`, `pliegos` and
 * `laboral`. A product is a view over the one document analysis of the embedded engine (ADR 0024) —
 * the sections a lawyer looks for in that kind of document, projected from the analysis, plus a few
 * checks of its own read in the document's text (the recursos of a judgment, a contract's resolution
 * clauses, a tender's award criteria and solvency, the caducidad of a dismissal) — not a new engine.
 * Pure: the service hands it the stored analysis and the pages.
 *
 * @module
 */
import {
  computeDeadline,
  type AmountFinding,
  type DocumentAnalysis,
  type DocumentType,
  type PageText,
} from '@alegato/legal-nlp';
import { deadlineDue } from '../deadlines/due.js';

/** A passage with its page (the engine's `Passage`). */
type Passage = DocumentAnalysis['summary'][number];

/** The products, in the order they are listed. */
export const PRODUCT_IDS = ['sentencias', 'contratos', 'pliegos', 'laboral'] as const;
/** One of {@link PRODUCT_IDS}. */
export type ProductId = (typeof PRODUCT_IDS)[number];

/** One item of a section: what was found, the passage and its page. */
export interface Finding {
  /** The passage quoted verbatim, or the value as the document writes it. */
  text: string;
  /** Page of the passage; null when the item is not read from one place (a missing clause). */
  page: number | null;
  /** Short name of the item ('estima', 'recurso de apelación', 'presupuesto base de licitación'). */
  label?: string;
  amount?: number;
  currency?: string;
  /** Per day, month… when the amount is a rate. */
  per?: string;
  /** Due date of a plazo counted from `assumed_start` (`YYYY-MM-DD`). */
  due?: string | null;
  /** The date a plazo was counted from: the document's date, to be checked against the notification. */
  assumed_start?: string | null;
}

/** A section of a product's view. */
export interface ProductSection {
  key: string;
  title: string;
  items: Finding[];
}

/** What a product reads from the analysis. */
export interface ProductView {
  sections: ProductSection[];
  /** Points to check: the engine's risks for these sections and the product's own checks. */
  checks: Finding[];
  /** Whether the document looks like what the product analyses. */
  fits: boolean;
}

/** The served analysis (the stored `result`: the engine's analysis plus the server's additions). */
export type ServedAnalysis = DocumentAnalysis & {
  document?: { id: string; filename: string; pages: number | null };
  citas_verificadas?: { normalised: string; status: string; page: number; passage: string }[];
};

/** A product of the catalogue. */
export interface Product {
  id: ProductId;
  /** Its name in the app ('Análisis de sentencias'). */
  name: string;
  description: string;
  /** The document types it is meant for (`laboral`: any type that deals with an employment matter). */
  document_types: readonly DocumentType[];
  /** The sections of its view, in order. */
  sections: readonly { key: string; title: string }[];
  /** With an article, for the misfit warning ('una sentencia'). */
  noun: string;
  /** Builds the view. */
  view(analysis: ServedAnalysis, pages: readonly PageText[]): ProductView;
}

/** Spanish names of the document types with their article, for the misfit warning. */
export const TYPE_NOUNS: Readonly<Record<DocumentType, string>> = {
  sentencia: 'una sentencia',
  auto: 'un auto',
  providencia: 'una providencia',
  decreto: 'un decreto',
  demanda: 'una demanda',
  contestación: 'una contestación a la demanda',
  recurso: 'un recurso',
  escrito: 'un escrito',
  contrato: 'un contrato',
  pliego: 'un pliego',
  instrucción: 'una instrucción',
  informe: 'un informe',
  other: 'otro tipo de documento',
};

/** A piece ending in an abbreviation ('a instancia de D.') goes on with the next one. */
const ABBREVIATION_END_RE =
  /(?:^|[\s(])(?:D|Dña|Dª|Sr|Sra|Sres|Sras|Ilmo|Ilma|Excmo|Excma|art|arts|núm|nº|n\.º|Avda|pág|aprox|etc)\.$/i;

/** The sentences of the pages, each with its page. */
function sentences(pages: readonly PageText[]): Passage[] {
  const out: Passage[] = [];
  for (const p of pages) {
    const text = p.text.replace(/\f/g, '\n');
    for (const block of text.split(/\n\s*\n/)) {
      const joined = block.replace(/\s+/g, ' ').trim();
      if (!joined) continue;
      // A short piece ('SEGUNDA.- Duración.') is a clause's heading: it stays with its sentence.
      let held = '';
      for (const s of joined.split(/(?<=[.;:])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9])/u)) {
        const t = `${held}${s.trim()}`;
        if (t.length < 30 || ABBREVIATION_END_RE.test(t)) {
          held = `${t} `;
          continue;
        }
        held = '';
        out.push({ page: p.page, text: t.length > 600 ? `${t.slice(0, 597)}…` : t });
      }
      if (held.trim().length >= 12) out.push({ page: p.page, text: held.trim() });
    }
  }
  return out;
}

/** The first `limit` sentences matching `re`, without repeating a text. */
function find(all: readonly Passage[], re: RegExp, limit = 6): Finding[] {
  const out: Finding[] = [];
  for (const s of all) {
    if (!re.test(s.text) || out.some((o) => o.text === s.text)) continue;
    out.push({ text: s.text, page: s.page });
    if (out.length >= limit) break;
  }
  return out;
}

const passages = (items: readonly Passage[] | undefined): Finding[] =>
  (items ?? []).map((p) => ({ text: p.text, page: p.page }));

const amount = (a: AmountFinding, label?: string): Finding => ({
  text: a.concept || a.written,
  page: a.page,
  ...(label ? { label } : {}),
  amount: a.amount,
  currency: a.currency,
  ...(a.per ? { per: a.per } : {}),
});

/** The engine's risks whose code is in `codes` (all when `codes` is null). */
function risks(a: ServedAnalysis, codes: readonly string[] | null): Finding[] {
  return (a.risks ?? [])
    .filter((r) => !codes || codes.includes(r.code))
    .map((r) => ({ text: r.message, page: r.page ?? null, label: `riesgo ${r.level}` }));
}

/** A point to check: something the product looked for and did not find. */
const missing = (text: string): Finding => ({ text, page: null, label: 'no encontrado' });

/** The plazos the engine read, counted from the document's date. */
function plazos(a: ServedAnalysis): Finding[] {
  return (a.deadlines ?? []).map((d) => ({
    text: d.passage,
    page: d.page,
    label: `${d.written}${d.from ? ` ${d.from}` : ''}`,
    ...deadlineDue(d, a.date?.iso),
  }));
}

const basics = (a: ServedAnalysis) => ({
  partes: a.parties.map((p) => ({
    text: p.evidence.text,
    page: p.evidence.page,
    label: `${p.name}${p.roles.length ? ` (${p.roles.join(', ')})` : ''}`,
  })),
  fecha: a.date ? [{ text: a.date.text, page: a.date.page, label: a.date.iso }] : [],
});

function section(
  product: { sections: readonly { key: string; title: string }[] },
  items: Record<string, Finding[]>,
): ProductSection[] {
  return product.sections.map((s) => ({ ...s, items: items[s.key] ?? [] }));
}

const RECURSO_RE =
  /\b(cabe|contra (esta|la presente|dicha|la citada) (sentencia|resoluci[oó]n|auto)|podr[aá]n? interponer|interponerse|no es firme|es firme|firme)\b[^.]*|recurso (extraordinario )?de (apelaci[oó]n|casaci[oó]n|suplicaci[oó]n|reposici[oó]n|revisi[oó]n|amparo|queja|anulaci[oó]n)/i;
const RECURSO_NAME_RE =
  /recurso (extraordinario )?de (apelaci[oó]n|casaci[oó]n|suplicaci[oó]n|reposici[oó]n|revisi[oó]n|amparo|queja|anulaci[oó]n|infracci[oó]n procesal)/i;

const sentencias: Product = {
  id: 'sentencias',
  name: 'Análisis de sentencias',
  description:
    'Sentencias, autos y demás resoluciones judiciales: tribunal, ponente, partes, fallo, costas, recursos que caben y sus plazos, normas citadas.',
  document_types: ['sentencia', 'auto', 'providencia', 'decreto'],
  noun: 'una sentencia',
  sections: [
    { key: 'tribunal', title: 'Tribunal y ponente' },
    { key: 'fecha', title: 'Fecha' },
    { key: 'partes', title: 'Partes' },
    { key: 'fallo', title: 'Fallo' },
    { key: 'costas', title: 'Costas' },
    { key: 'recursos', title: 'Recursos' },
    { key: 'plazos', title: 'Plazos' },
    { key: 'citas', title: 'Normas citadas' },
  ],
  view(a, pages) {
    const all = sentences(pages);
    const recursos = find(all, RECURSO_RE).map((f) => {
      const name = RECURSO_NAME_RE.exec(f.text)?.[0];
      const label = name
        ? name.toLowerCase()
        : /no es firme/i.test(f.text)
          ? 'no es firme'
          : /\bfirme\b/i.test(f.text)
            ? 'firme'
            : 'recurso';
      return { ...f, label };
    });
    const tribunal: Finding[] = [];
    if (a.court) tribunal.push({ text: a.court.text, page: a.court.page, label: a.court.name });
    if (a.ponente)
      tribunal.push({ text: a.ponente.text, page: a.ponente.page, label: `Ponente: ${a.ponente.name}` });
    const checked = a.citas_verificadas;
    const citas: Finding[] = checked
      ? checked.map((c) => ({ text: c.passage, page: c.page, label: `${c.normalised} — ${c.status}` }))
      : (a.citations ?? []).map((c) => ({ text: c.passage, page: c.page, label: c.normalised }));
    const checks = risks(a, null);
    if (!a.decision)
      checks.push(missing('No se ha encontrado el fallo: comprueba que el documento está completo.'));
    if (recursos.length === 0)
      checks.push(
        missing('La resolución no dice qué recursos caben: compruébalo antes de que corran los plazos.'),
      );
    return {
      fits: this.document_types.includes(a.document_type.type),
      checks,
      sections: section(this, {
        ...basics(a),
        tribunal,
        fallo: a.decision
          ? [
              {
                text: a.decision.passage,
                page: a.decision.page,
                label: [a.decision.fallo, ...a.decision.pronouncements].filter(Boolean).join(', ') || 'fallo',
              },
            ]
          : [],
        costas: a.costas
          ? [
              {
                text: a.costas.passage,
                page: a.costas.page,
                label: `${a.costas.status}${a.costas.to ? ` (${a.costas.to})` : ''}`,
              },
            ]
          : [],
        recursos,
        plazos: plazos(a),
        citas,
      }),
    };
  },
};

const PRICE_RE = /\b(precio|renta|honorarios|importe total|contraprestaci[oó]n|retribuci[oó]n)\b/i;
const DURATION_RE =
  /\b(duraci[oó]n|vigencia|prorrog\w*|pr[oó]rroga\w*|plazo de ejecuci[oó]n|tendr[aá] una duraci[oó]n|entrar[aá] en vigor)\b/i;
const RESOLUTION_RE =
  /\b(resoluci[oó]n del contrato|resolver el contrato|causas? de resoluci[oó]n|rescindir|rescisi[oó]n|extinci[oó]n del contrato|desistimiento|desistir)\b/i;

const contratos: Product = {
  id: 'contratos',
  name: 'Análisis de contratos',
  description:
    'Contratos privados: partes, objeto, obligaciones, precio, duración, penalizaciones, garantías y cláusulas de resolución.',
  document_types: ['contrato'],
  noun: 'un contrato',
  sections: [
    { key: 'partes', title: 'Partes' },
    { key: 'fecha', title: 'Fecha' },
    { key: 'obligaciones', title: 'Obligaciones' },
    { key: 'precio', title: 'Precio' },
    { key: 'duracion', title: 'Duración' },
    { key: 'penalizaciones', title: 'Penalizaciones' },
    { key: 'garantias', title: 'Garantías' },
    { key: 'resolucion', title: 'Resolución del contrato' },
  ],
  view(a, pages) {
    const all = sentences(pages);
    const terms = a.contract;
    const precio = (terms?.price ?? []).map((p) => amount(p, p.label));
    for (const item of a.amounts?.items ?? [])
      if (
        PRICE_RE.test(item.concept) &&
        !precio.some((p) => p.page === item.page && p.amount === item.amount)
      )
        precio.push(amount(item, 'precio'));
    const duracion = find(all, DURATION_RE);
    const resolucion = find(all, RESOLUTION_RE);
    const checks = risks(a, null);
    if (precio.length === 0) checks.push(missing('No se ha encontrado el precio del contrato.'));
    if (duracion.length === 0) checks.push(missing('El contrato no dice su duración: compruébalo.'));
    if (resolucion.length === 0)
      checks.push(
        missing(
          'No se han encontrado cláusulas de resolución: el contrato se regirá por la ley (art. 1124 CC).',
        ),
      );
    return {
      fits: this.document_types.includes(a.document_type.type),
      checks,
      sections: section(this, {
        ...basics(a),
        obligaciones: passages(terms?.obligations),
        precio,
        duracion,
        penalizaciones: passages(terms?.penalties),
        garantias: passages(terms?.guarantees),
        resolucion,
      }),
    };
  },
};

const LOT_RE = /\blotes?\b/i;
const CRITERIA_RE =
  /\bcriterios? (de )?(adjudicaci[oó]n|valoraci[oó]n)|\bhasta \d+ puntos\b|\bponderaci[oó]n\b/i;
const SOLVENCY_RE = /\bsolvencia\b|\bclasificaci[oó]n del contratista\b/i;
const TENDER_DEADLINE_RE =
  /\bplazo (de|para la) (presentaci[oó]n|ejecuci[oó]n|garant[ií]a|adjudicaci[oó]n)|\bofertas?\b[^.]*\bplazo\b|\bplazo\b[^.]*\b(d[ií]as|meses|años)\b/i;

const pliegos: Product = {
  id: 'pliegos',
  name: 'Análisis de pliegos',
  description:
    'Pliegos de contratación pública: presupuesto y valor estimado, lotes, plazos, garantías, criterios de adjudicación y solvencia exigida.',
  document_types: ['pliego'],
  noun: 'un pliego',
  sections: [
    { key: 'contratante', title: 'Órgano de contratación' },
    { key: 'presupuesto', title: 'Presupuesto' },
    { key: 'lotes', title: 'Lotes' },
    { key: 'plazos', title: 'Plazos' },
    { key: 'garantias', title: 'Garantías' },
    { key: 'criterios', title: 'Criterios de adjudicación' },
    { key: 'solvencia', title: 'Solvencia' },
    { key: 'penalidades', title: 'Penalidades' },
  ],
  view(a, pages) {
    const all = sentences(pages);
    const terms = a.contract;
    const read = plazos(a);
    for (const f of find(all, TENDER_DEADLINE_RE))
      if (!read.some((r) => r.page === f.page && r.text === f.text)) read.push(f);
    const criterios = find(all, CRITERIA_RE);
    const solvencia = find(all, SOLVENCY_RE);
    const presupuesto = (terms?.price ?? []).map((p) => amount(p, p.label));
    const checks = risks(a, null);
    if (presupuesto.length === 0)
      checks.push(missing('No se ha encontrado el presupuesto base de licitación ni el valor estimado.'));
    if (criterios.length === 0) checks.push(missing('No se han encontrado los criterios de adjudicación.'));
    if (solvencia.length === 0) checks.push(missing('No se ha encontrado la solvencia exigida.'));
    return {
      fits: this.document_types.includes(a.document_type.type),
      checks,
      sections: section(this, {
        contratante: a.parties
          .filter((p) => p.roles.includes('contratante'))
          .map((p) => ({ text: p.evidence.text, page: p.evidence.page, label: p.name })),
        presupuesto,
        lotes: find(all, LOT_RE),
        plazos: read,
        garantias: passages(terms?.guarantees),
        criterios,
        solvencia,
        penalidades: passages(terms?.penalties),
      }),
    };
  },
};

/** Words that make a document an employment matter; two different ones are needed. */
const LABOUR_CUES = [
  /\bdespid\w*/i,
  /\btrabajador(a|es|as)?\b/i,
  /\bsalari\w*/i,
  /\bestatuto de los trabajadores\b/i,
  /\bjuzgado de lo social\b|\bsala de lo social\b/i,
  /\bLRJS\b|\bjurisdicci[oó]n social\b/i,
  /\bcontrato de trabajo\b|\brelaci[oó]n laboral\b/i,
  /\bconvenio colectivo\b/i,
  /\bseguridad social\b/i,
];
const DISMISSAL_RE = /\bdespid\w*/i;
const DISMISSAL_KIND_RE = /\b(improcedente|procedente|nulo|nulidad)\b/i;
const WAGE_RE = /\b(salari\w*|retribuci[oó]n|n[oó]mina|sueldo|pagas? extra\w*)\b/i;
const SEVERANCE_RE = /\bindemnizaci[oó]n\b/i;
const LAPSE_RE = /\bcaducidad\b|\bcaducad[oa]\b|\bveinte d[ií]as h[aá]biles\b/i;

/** 'improcedente' from a passage that declares a dismissal so. */
function dismissalKind(text: string): string {
  const m = DISMISSAL_KIND_RE.exec(text)?.[1]?.toLowerCase();
  return m === 'nulidad' ? 'nulo' : (m ?? 'despido');
}

const laboral: Product = {
  id: 'laboral',
  name: 'Análisis laboral',
  description:
    'Asuntos laborales (despidos, reclamaciones de salario, contratos de trabajo): calificación del despido, salario, fechas, indemnización y plazos de caducidad.',
  document_types: ['sentencia', 'auto', 'demanda', 'recurso', 'escrito', 'contrato', 'informe', 'other'],
  noun: 'un asunto laboral',
  sections: [
    { key: 'partes', title: 'Partes' },
    { key: 'despido', title: 'Despido' },
    { key: 'salario', title: 'Salario' },
    { key: 'fechas', title: 'Fechas' },
    { key: 'indemnizacion', title: 'Indemnización' },
    { key: 'caducidad', title: 'Plazos y caducidad' },
  ],
  view(a, pages) {
    const all = sentences(pages);
    const text = pages.map((p) => p.text).join('\n');
    const cues = LABOUR_CUES.filter((re) => re.test(text)).length;
    const despido = find(all, DISMISSAL_RE).map((f) => ({ ...f, label: dismissalKind(f.text) }));
    const items = a.amounts?.items ?? [];
    const salario = items.filter((i) => WAGE_RE.test(i.concept)).map((i) => amount(i, 'salario'));
    const indemnizacion = items
      .filter((i) => SEVERANCE_RE.test(i.concept))
      .map((i) => amount(i, 'indemnización'));
    const caducidad = plazos(a);
    for (const f of find(all, LAPSE_RE))
      if (!caducidad.some((c) => c.page === f.page && c.text === f.text)) caducidad.push(f);
    const checks = risks(a, null);
    // The action against a dismissal lapses twenty working days after it (ET art. 59.3, LRJS art. 103);
    // August counts for dismissals (LRJS art. 43.4), hence `urgent`.
    const dismissed = (a.timeline ?? []).find(
      (e) => DISMISSAL_RE.test(e.text) && /^\d{4}-\d{2}-\d{2}$/.test(e.date),
    );
    if (dismissed) {
      const { due } = computeDeadline({
        from: dismissed.date,
        amount: 20,
        unit: 'dias',
        regime: 'procesal',
        urgent: true,
      });
      caducidad.push({
        text: dismissed.text,
        page: dismissed.page,
        label: 'caducidad de la acción de despido: veinte días hábiles (art. 59.3 ET, art. 103 LRJS)',
        due,
        assumed_start: dismissed.date,
      });
    } else if (despido.length > 0) {
      checks.push(
        missing(
          'No se ha encontrado la fecha del despido: la acción caduca a los veinte días hábiles (art. 59.3 ET); compruébala.',
        ),
      );
    }
    return {
      fits: cues >= 2,
      checks,
      sections: section(this, {
        ...basics(a),
        despido,
        salario,
        fechas: (a.timeline ?? []).map((e) => ({ text: e.text, page: e.page, label: e.date })),
        indemnizacion,
        caducidad,
      }),
    };
  },
};

/** The catalogue. */
export const PRODUCTS: Readonly<Record<ProductId, Product>> = { sentencias, contratos, pliegos, laboral };

/** The product `id`, or undefined. */
export function findProduct(id: string): Product | undefined {
  return (PRODUCT_IDS as readonly string[]).includes(id) ? PRODUCTS[id as ProductId] : undefined;
}
