/**
 * The model of a document analysis (issue 13 item 3): what the embedded engine reads in a document's
 * pages. Every finding carries the page it comes from and, where it is a passage, the words quoted
 * verbatim (whitespace joined), so a lawyer can check it.
 *
 * @module
 */
import type { Citation } from '../citations.js';
import type { LegalReference } from '../references.js';

/** How deep the analysis goes (spec §6: estudiante basic, individual/despacho complete, empresarial expert). */
export type AnalysisDepth = 'basic' | 'complete' | 'expert';

/** The depths, shallowest first. */
export const ANALYSIS_DEPTHS: readonly AnalysisDepth[] = ['basic', 'complete', 'expert'];

/** One page of extracted text, as stored (`document_pages`). */
export interface PageText {
  /** 1-based page number. */
  page: number;
  text: string;
}

/** A passage quoted verbatim from the document, with its page. */
export interface Passage {
  page: number;
  text: string;
}

/** What kind of document it is. */
export type DocumentType =
  | 'sentencia'
  | 'auto'
  | 'providencia'
  | 'decreto'
  | 'demanda'
  | 'contestación'
  | 'recurso'
  | 'escrito'
  | 'contrato'
  | 'pliego'
  | 'instrucción'
  | 'informe'
  | 'other';

/** Every document type. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  'sentencia',
  'auto',
  'providencia',
  'decreto',
  'demanda',
  'contestación',
  'recurso',
  'escrito',
  'contrato',
  'pliego',
  'instrucción',
  'informe',
  'other',
];

/** The type and the phrase that decided it. */
export interface TypeFinding {
  type: DocumentType;
  /** The phrase and page that decided it; null for `other`. */
  evidence: (Passage & { rule: 'title' | 'metadata' | 'cues' }) | null;
}

/** Role of a party in the proceedings or the contract. */
export type PartyRole =
  | 'demandante'
  | 'demandado'
  | 'recurrente'
  | 'recurrido'
  | 'apelante'
  | 'apelado'
  | 'acusado'
  | 'acusación'
  | 'contratante'
  | 'contratista'
  | 'adjudicatario'
  | 'arrendador'
  | 'arrendatario'
  | 'vendedor'
  | 'comprador'
  | 'letrado'
  | 'procurador'
  | 'parte';

/** A party: a person or body with the roles the text gives it. */
export interface Party {
  name: string;
  kind: 'persona' | 'organización';
  /** Roles in the order found (a respondent in one instance may be the appellant in the next). */
  roles: PartyRole[];
  /** Where a role was read: the passage and page of the first role found (else the first mention). */
  evidence: Passage;
  mentions: number;
}

/** A person named with a page. */
export interface NamedFinding extends Passage {
  name: string;
}

/** A procedural or registry number. */
export interface CaseNumber {
  /** 'ECLI', 'Roj', 'recurso', 'procedimiento', 'autos', 'resolución', 'expediente', 'rollo'… */
  kind: string;
  value: string;
  page: number;
}

/** A date with where it is written. */
export interface DateFinding {
  /** ISO date (yyyy-mm-dd). */
  iso: string;
  /** As written. */
  text: string;
  page: number;
}

/** One dated event of the timeline. */
export interface TimelineEvent {
  /** ISO date (yyyy-mm-dd, or yyyy-mm / yyyy when only that is written). */
  date: string;
  /** The date as written. */
  written: string;
  /** The sentence that mentions it. */
  text: string;
  page: number;
}

/** An amount of money with what it is for. */
export interface AmountFinding {
  amount: number;
  currency: string;
  /** Per day, month, year… when it is a rate (rates are not added to the totals). */
  per?: string;
  /** The text labels it as a total ('TOTAL 11.880,00 €'): not added to the totals, listed in `stated`. */
  stated_total?: boolean;
  /** As written. */
  written: string;
  /** The words around it that say what it is. */
  concept: string;
  page: number;
}

/** Total of the amounts of one currency (rates and the totals the text states left out). */
export interface AmountTotal {
  currency: string;
  total: number;
  count: number;
  /** Totals the document itself states for the currency, largest first. */
  stated?: number[];
}

/** A legal citation with its page and passage, and the norms and articles it refers to. */
export interface CitationFinding {
  kind: Citation['kind'];
  /** As written. */
  raw: string;
  /** Canonical form ('art. 24.1 CE'). */
  normalised: string;
  wellFormed: boolean;
  page: number;
  /** The sentence it is in. */
  passage: string;
  /** The norm/article pairs it names (a list 'arts. 193 y 196.2 LRJS' gives one each). */
  references: Pick<LegalReference, 'normId' | 'lawNumber' | 'article' | 'abbr'>[];
}

/** Outcome of a judgment's ruling. */
export type Verdict = 'estima' | 'desestima' | 'estima parcialmente';

/** The ruling (fallo) of a judgment or the operative part of an order. */
export interface Decision {
  /** Estima / desestima / estima parcialmente; null when the words are not there. */
  fallo: Verdict | null;
  /** What is ruled on: 'recurso de casación…', 'demanda'; null when not said. */
  object: string | null;
  /** Other pronouncements: condena, absuelve, confirma, revoca, casa y anula, archiva. */
  pronouncements: string[];
  /** The operative passage, verbatim, and its page. */
  passage: string;
  page: number;
}

/** Who pays the costs. */
export interface Costs {
  status: 'impuestas' | 'no se imponen';
  /** To whom, when imposed and the text says it. */
  to: string | null;
  passage: string;
  page: number;
}

/** A time limit ('en el plazo de veinte días hábiles desde la notificación'). */
export interface Deadline {
  /** As written ('veinte días hábiles'). */
  written: string;
  /** ISO 8601 duration ('P20D', 'P3M'). */
  duration: string | null;
  /** Working days (días hábiles). */
  workingDays: boolean;
  /** What it runs from ('desde la notificación'); null when the text does not say. */
  from: string | null;
  passage: string;
  page: number;
}

/** A price or budget of a contract or tender. */
export interface PriceFinding extends AmountFinding {
  /** 'presupuesto base de licitación', 'valor estimado', 'precio', 'renta'… */
  label: string;
}

/** Terms of a contract or tender. */
export interface ContractTerms {
  obligations: Passage[];
  penalties: Passage[];
  guarantees: Passage[];
  price: PriceFinding[];
}

/** How much a risk weighs. */
export type RiskLevel = 'alto' | 'medio' | 'bajo';

/** A risk or a point to check, rule-based; the rule is named by `code`. */
export interface Risk {
  code: string;
  level: RiskLevel;
  message: string;
  page?: number;
  passage?: string;
}

/** The analysis of a document (the sections of deeper depths are absent at shallower ones). */
export interface DocumentAnalysis {
  engine: 'alegato-nlp';
  /** Version of the analysis format. */
  version: 1;
  depth: AnalysisDepth;
  pages: number;
  /** Words in the document. */
  words: number;
  document_type: TypeFinding;
  summary: Passage[];
  parties: Party[];
  court: (Passage & { name: string }) | null;
  ponente: NamedFinding | null;
  magistrados: NamedFinding[];
  case_numbers: CaseNumber[];
  date: DateFinding | null;
  /** Judgments and orders only (else null). */
  decision: Decision | null;
  /** Judgments and orders only (else null). */
  costas: Costs | null;
  /** From `complete`. */
  timeline?: TimelineEvent[];
  amounts?: { items: AmountFinding[]; totals: AmountTotal[] };
  citations?: CitationFinding[];
  deadlines?: Deadline[];
  /** Contracts and tenders (and documents that have such clauses), from `complete`. */
  contract?: ContractTerms;
  risks?: Risk[];
  /** The words that weigh most in the document (stems' surface forms), for related legislation. */
  topics?: string[];
}
