/**
 * The quality rubric of a drafted legal document, 0..1. It reads only the HTML and the draft input, so
 * it scores the embedded composer and any AI provider's output alike.
 */
import { findCitations, SPANISH_MONTHS } from './citations.js';
import { formatAmount, formatFieldDate, htmlToText, ordinal, parseAmount } from './text.js';
import type { DraftInput } from './types.js';

/** Identifier of one rubric check. */
export type QualityCheckId =
  'sections' | 'numbering' | 'citations' | 'consistency' | 'length' | 'completeness' | 'substance';

/** One check of the rubric. */
export interface QualityCheck {
  /** Which check. */
  id: QualityCheckId;
  /** Spanish label for people. */
  label: string;
  /**
   * Weight in the weighted sum; the six weights add up to 1. `substance` has weight 0: it multiplies the
   * sum instead (see {@link scoreLegalDocument}).
   */
  weight: number;
  /** Value of the check, 0..1. */
  value: number;
  /** Whether the check passes (value 1, or at least 0.8 for citations). */
  passed: boolean;
  /** What was found or missing, in Spanish. */
  detail: string;
}

/** Result of {@link scoreLegalDocument}. */
export interface QualityResult {
  /** Weighted sum of the checks' values times the substance value, 0..1, rounded to two decimals. */
  score: number;
  /** The seven checks, in rubric order (`substance` last). */
  checks: QualityCheck[];
}

/**
 * Weights of the rubric (they add up to 1):
 * - sections 0.30: the sections the template type requires are present
 * - numbering 0.15: numbered items (PRIMERO.-, SEGUNDO.-… / PRIMERA.-…) run in order from the first
 * - citations 0.10: share of the legal citations found that are well formed (none found → 0)
 * - consistency 0.15: the amounts, dates and party names typed in the fields appear in the text
 * - length 0.10: plain-text length within {@link LENGTH_RANGE}
 * - completeness 0.20: share of the template's required fields the user filled in (a well-built
 *   document drafted from half the facts is not a finished one)
 */
export const QUALITY_WEIGHTS: Readonly<Record<QualityCheckId, number>> = {
  sections: 0.3,
  numbering: 0.15,
  citations: 0.1,
  consistency: 0.15,
  length: 0.1,
  completeness: 0.2,
  substance: 0,
};

/**
 * Placeholder filler a finished document never contains: test or sample text, lorem ipsum, «a completar»,
 * bracketed blanks, runs of X, dots or underscores.
 */
const FILLER: readonly RegExp[] = [
  /\b(?:texto|contenido|datos?|campo|p[áa]rrafo|frase|ejemplo)s?\s+(?:de\s+)?(?:prueba|ejemplo|relleno|muestra)\b/i,
  /\blorem\s+ipsum\b/i,
  /\b(?:por|a)\s+(?:completar|rellenar|redactar|definir)\b/i,
  /\bpendiente\s+de\s+(?:completar|redactar|rellenar)\b/i,
  /\b(?:escriba|insertar?|introduzca|rellene)\s+aqu[íi]\b/i,
  /\b(?:placeholder|tbd|test|asdf|qwerty|bla(?:\s+bla)+)\b/i,
  /\[[^\]\n]{0,40}\]|\bx{3,}\b|_{3,}|\.{4,}/i,
];

/** Words a free-text field needs on average to state something (facts, grounds, petition). */
export const SUBSTANCE_WORDS = 15;

/**
 * Sensible plain-text length of a document, in characters: shorter or longer documents lose part of the
 * length check in proportion. @default { min: 1500, max: 60000 }
 */
export const LENGTH_RANGE = { min: 1500, max: 60000 } as const;

interface SectionRule {
  name: string;
  test: RegExp;
}

const MONTHS = SPANISH_MONTHS.join('|');
const PLACE_AND_DATE: SectionRule = {
  name: 'lugar y fecha',
  test: new RegExp(`\\bEn\\s+[^\\n,]{2,60},\\s+a\\s+\\d{1,2}\\s+de\\s+(?:${MONTHS})\\s+de\\s+\\d{4}`, 'i'),
};
const SIGNATURE: SectionRule = { name: 'firma', test: /\bFdo\.?:?|\bFirmado\b/ };
const HEADING: SectionRule = {
  name: 'encabezamiento',
  test: /^\s*(?:al?|a\s+la|a\s+los|ante)\s+(?:el\s+|la\s+)?(?:juzgado|tribunal|audiencia|sala|ayuntamiento|excm|ilm|sr|sra|agencia|consejer|delegaci|subdelegaci|direcci|ministerio|secretar|[oó]rgano|servicio|departamento|comisi|junta|diputaci|inspecci|tesorer|jefatura|alcald|concejal|confederaci|instituto|oficina|dependencia)/i,
};
const FACTS: SectionRule = { name: 'hechos', test: /^\s*(?:hechos|antecedentes(?: de hecho)?)\s*:?\s*$/im };
const GROUNDS: SectionRule = {
  name: 'fundamentos de derecho',
  test: /^\s*(?:fundamentos\s+de\s+derecho|fundamentos\s+jur[ií]dicos)\s*:?\s*$/im,
};
const PETITION = /\b(?:SUPLICO|Suplico|SOLICITO|Solicito|SOLICITA|Solicita)\b/;
const SUPLICO: SectionRule = { name: 'suplico', test: PETITION };

/** Required sections by template id; any other template uses the judicial list. */
const SECTIONS: Record<string, SectionRule[]> = {
  judicial: [HEADING, FACTS, GROUNDS, SUPLICO, PLACE_AND_DATE, SIGNATURE],
  'escrito-alegaciones': [
    HEADING,
    { name: 'hechos o alegaciones', test: /^\s*(?:hechos|alegaciones)\s*:?\s*$/im },
    GROUNDS,
    { name: 'solicita', test: PETITION },
    PLACE_AND_DATE,
    SIGNATURE,
  ],
  'recurso-apelacion': [
    HEADING,
    FACTS,
    { name: 'motivos o alegaciones', test: /^\s*(?:motivos(?: del recurso)?|alegaciones)\s*:?\s*$/im },
    GROUNDS,
    SUPLICO,
    PLACE_AND_DATE,
    SIGNATURE,
  ],
  'contrato-arrendamiento': [
    { name: 'título', test: /CONTRATO\s+DE\s+ARRENDAMIENTO/i },
    { name: 'reunidos', test: /^\s*reunidos\s*:?\s*$/im },
    { name: 'intervienen', test: /^\s*intervienen\s*:?\s*$/im },
    { name: 'exponen', test: /^\s*exponen\s*:?\s*$/im },
    { name: 'cláusulas', test: /^\s*(?:cl[áa]usulas|estipulaciones|pactos)\s*:?\s*$/im },
    PLACE_AND_DATE,
    SIGNATURE,
  ],
};

/** Ordinal word (both genders, with and without accents) → number, 1..99. */
const ORDINAL_VALUES = new Map<string, number>();
for (let n = 1; n <= 99; n++) {
  for (const word of [ordinal(n, 'm'), ordinal(n, 'f')]) {
    ORDINAL_VALUES.set(word, n);
    ORDINAL_VALUES.set(word.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), n);
  }
}
const ORDINAL_RE = new RegExp(
  `(?<![A-Za-zÁÉÍÓÚÑáéíóúñ]\\s?)(${[...ORDINAL_VALUES.keys()].sort((a, b) => b.length - a.length).join('|')})\\s*\\.?\\s*[-–—]`,
  'g',
);

function sectionsCheck(text: string, templateId: string): Omit<QualityCheck, 'weight' | 'label' | 'id'> {
  const rules = SECTIONS[templateId] ?? SECTIONS.judicial ?? [];
  const missing = rules.filter((r) => !r.test.test(text)).map((r) => r.name);
  const value = rules.length ? (rules.length - missing.length) / rules.length : 1;
  return {
    value,
    passed: missing.length === 0,
    detail: missing.length
      ? `Faltan: ${missing.join(', ')}.`
      : `Están las ${rules.length} secciones requeridas.`,
  };
}

function numberingCheck(text: string): Omit<QualityCheck, 'weight' | 'label' | 'id'> {
  const values = [...text.toLocaleUpperCase('es-ES').matchAll(ORDINAL_RE)].map(
    (m) => ORDINAL_VALUES.get(m[1] ?? '') ?? 0,
  );
  if (values.length === 0)
    return { value: 0, passed: false, detail: 'No hay apartados numerados (PRIMERO.-…).' };
  let breaks = 0;
  let previous = 0;
  for (const v of values) {
    if (v !== 1 && v !== previous + 1) breaks++;
    previous = v;
  }
  const value = (values.length - breaks) / values.length;
  return {
    value,
    passed: breaks === 0,
    detail: breaks
      ? `${breaks} de ${values.length} apartados numerados no siguen el orden.`
      : `${values.length} apartados numerados en orden.`,
  };
}

function citationsCheck(text: string): Omit<QualityCheck, 'weight' | 'label' | 'id'> {
  const citations = findCitations(text);
  if (citations.length === 0) return { value: 0, passed: false, detail: 'No se cita ninguna norma.' };
  const good = citations.filter((c) => c.wellFormed).length;
  const value = good / citations.length;
  const bad = citations.filter((c) => !c.wellFormed).map((c) => `«${c.raw}»`);
  return {
    value,
    passed: value >= 0.8,
    detail: bad.length
      ? `${good} de ${citations.length} citas completas; incompletas: ${bad.slice(0, 5).join(', ')}.`
      : `${citations.length} citas completas.`,
  };
}

/** Number fields holding money: a label with '€' or a money word in the id. */
function isMoney(id: string, label: string): boolean {
  return label.includes('€') || /cuantia|importe|renta|salario|precio|fianza$|indemnizacion/.test(id);
}

/** Ways an amount may be written: '12.500,00', '12.500', '12500'. */
function amountForms(amount: number): string[] {
  const formatted = formatAmount(amount).replace(' €', '');
  const forms = [formatted, String(amount).replace('.', ',')];
  if (Number.isInteger(amount)) forms.push(formatted.replace(/,00$/, ''), String(amount));
  return forms;
}

function consistencyCheck(text: string, input: DraftInput): Omit<QualityCheck, 'weight' | 'label' | 'id'> {
  const flat = text.replace(/\s+/g, ' ');
  const missing: string[] = [];
  let total = 0;
  for (const field of input.template.fields) {
    const value = (input.content[field.id] ?? '').trim();
    if (value === '') continue;
    if (field.type === 'number') {
      if (!isMoney(field.id, field.label)) continue;
      const amount = parseAmount(value);
      if (amount === null || amount === 0) continue;
      total++;
      if (
        !amountForms(amount).some((form) =>
          new RegExp(`(?<![\\d.,])${form.replace(/\./g, '\\.')}(?![\\d]|,\\d)`).test(flat),
        )
      ) {
        missing.push(field.label);
      }
    } else if (field.type === 'text' && formatFieldDate(value) !== value) {
      total++;
      if (!flat.includes(value) && !flat.includes(formatFieldDate(value))) missing.push(field.label);
    } else if (field.type === 'text' && /_nombre$/.test(field.id)) {
      total++;
      const bare = value.replace(/^(D\.ª|Dª|Dña\.?|Doña|D\.|Don)\s+/i, '');
      if (!flat.includes(bare)) missing.push(field.label);
    }
  }
  if (total === 0)
    return { value: 1, passed: true, detail: 'No hay importes, fechas ni nombres que contrastar.' };
  const value = (total - missing.length) / total;
  return {
    value,
    passed: missing.length === 0,
    detail: missing.length
      ? `No aparecen en el texto: ${missing.join(', ')}.`
      : `Los ${total} importes, fechas y nombres de los campos aparecen en el texto.`,
  };
}

function lengthCheck(text: string): Omit<QualityCheck, 'weight' | 'label' | 'id'> {
  const n = text.length;
  const { min, max } = LENGTH_RANGE;
  const value = n < min ? n / min : n > max ? max / n : 1;
  return {
    value,
    passed: value === 1,
    detail:
      n < min
        ? `Texto corto: ${n} caracteres (mínimo ${min}).`
        : n > max
          ? `Texto largo: ${n} caracteres (máximo ${max}).`
          : `${n} caracteres.`,
  };
}

/** Share of the template's required fields with a non-blank value (no required field → 1). */
function completenessCheck(input: DraftInput): Omit<QualityCheck, 'weight' | 'label' | 'id'> {
  const required = input.template.fields.filter((f) => f.required);
  const missing = required.filter((f) => (input.content[f.id] ?? '').trim() === '');
  const value = required.length === 0 ? 1 : (required.length - missing.length) / required.length;
  return {
    value,
    passed: missing.length === 0,
    detail:
      missing.length === 0
        ? 'Todos los campos obligatorios están rellenos.'
        : `Faltan ${missing.length} de ${required.length} campos obligatorios: ${missing.map((f) => f.label).join(', ')}.`,
  };
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-zÁÉÍÓÚÑáéíóúñ]{2}/.test(s));
}

/** Lower-case words without accents, for comparing sentences. */
function wordsOf(sentence: string): string[] {
  return (
    sentence
      .toLocaleLowerCase('es-ES')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-zñ0-9]+/g) ?? []
  );
}

/**
 * Substance of the writing, 0..1, the product of three factors: placeholder filler (each sentence of
 * filler halves it), repetition (each sentence of five or more words that repeats an earlier one, numbers
 * aside, takes a quarter off) and thin free text (filled long-text fields with
 * fewer than {@link SUBSTANCE_WORDS} words on average count in proportion).
 */
function substanceCheck(text: string, input: DraftInput): Omit<QualityCheck, 'weight' | 'label' | 'id'> {
  const sentences = sentencesOf(text);
  const filler = sentences.filter((s) => FILLER.some((re) => re.test(s)));
  const seen = new Set<string>();
  let repeated = 0;
  for (const s of sentences) {
    const words = wordsOf(s).filter((w) => !/^\d+$/.test(w));
    if (words.length < 5) continue;
    const key = words.join(' ');
    if (seen.has(key)) repeated++;
    seen.add(key);
  }
  const long = input.template.fields
    .filter((f) => f.type === 'textarea')
    .map((f) => (input.content[f.id] ?? '').trim())
    .filter((v) => v !== '');
  const average = long.length
    ? long.reduce((sum, v) => sum + wordsOf(v).length, 0) / long.length
    : SUBSTANCE_WORDS;
  const thin = Math.min(1, average / SUBSTANCE_WORDS);
  const value = text.trim() === '' ? 0 : 0.5 ** filler.length * 0.75 ** repeated * thin;
  const problems = [
    filler.length ? `${filler.length} frases de relleno (p. ej. «${filler[0]!.slice(0, 60)}»)` : '',
    repeated ? `${repeated} frases repetidas` : '',
    thin < 1 ? `texto libre escaso (${Math.round(average)} palabras por campo de media)` : '',
  ].filter(Boolean);
  return {
    value,
    passed: value >= 0.9,
    detail: problems.length
      ? `${problems.join('; ')}.`.replace(/^./, (c) => c.toUpperCase())
      : 'Sin texto de relleno ni repeticiones; los campos de texto libre tienen contenido.',
  };
}

const LABELS: Record<QualityCheckId, string> = {
  sections: 'Secciones requeridas',
  numbering: 'Numeración de los apartados',
  citations: 'Citas legales bien formadas',
  consistency: 'Importes, fechas y partes coherentes con los campos',
  length: 'Extensión adecuada',
  completeness: 'Campos obligatorios rellenos',
  substance: 'Contenido sustantivo, sin relleno ni repeticiones',
};

/**
 * Scores a drafted legal document (any HTML: the composer's or an AI provider's) against the rubric of
 * {@link QUALITY_WEIGHTS}: required sections for the template type, ordered numbering, well-formed
 * citations, amounts/dates/names consistent with the fields, sensible length, required fields filled;
 * the weighted sum is then multiplied by the substance check, so a well-built skeleton full of filler
 * ('Texto de prueba para…'), repeated sentences or one-line facts scores low.
 *
 * @param html - the document HTML
 * @param input - the draft input it was written from
 * @returns the score 0..1 (two decimals) and every check with its value and a Spanish detail
 */
export function scoreLegalDocument(html: string, input: DraftInput): QualityResult {
  const text = htmlToText(html);
  const parts: Record<QualityCheckId, Omit<QualityCheck, 'weight' | 'label' | 'id'>> = {
    sections: sectionsCheck(text, input.template.id),
    numbering: numberingCheck(text),
    citations: citationsCheck(text),
    consistency: consistencyCheck(text, input),
    length: lengthCheck(text),
    completeness: completenessCheck(input),
    substance: substanceCheck(text, input),
  };
  const checks = (Object.keys(QUALITY_WEIGHTS) as QualityCheckId[]).map((id): QualityCheck => ({
    id,
    label: LABELS[id],
    weight: QUALITY_WEIGHTS[id],
    ...parts[id],
  }));
  const raw = checks.reduce((sum, c) => sum + c.weight * c.value, 0) * parts.substance.value;
  return { score: Math.round(raw * 100) / 100, checks };
}
