/**
 * @alegato/legal-nlp: the Spanish legal text engine of Alegato — report templates, citations, the
 * deterministic legal composer and the quality rubric. Pure functions, no I/O.
 */
export { REPORT_TEMPLATES, TEMPLATES_VERSION } from './templates.js';
export type { DraftInput } from './types.js';
export { findCitations, normaliseCitations, SPANISH_MONTHS } from './citations.js';
export type { Citation, CitationKind } from './citations.js';
export { findLegalReferences, LEGAL_CODES, normAbbreviation } from './references.js';
export type { LawKind, LegalCode, LegalReference } from './references.js';
export {
  articleAnchor,
  articleKey,
  articleKeyFromAnchor,
  articleKeyFromHeading,
  ARTICLE_SUFFIXES,
  spanishNumber,
} from './articles.js';
export { ASKS_AGE, ASKS_AMOUNT, ASKS_DURATION, ASKS_PENALTY, questionAsks, textAnswers } from './answers.js';
export {
  analyzeQuery,
  analyzeText,
  compileExpansions,
  foldWord,
  layKey,
  NEGATIONS,
  PROCEDURAL_WORDS,
  QUESTION_WORDS,
  stemWord,
  stemRanges,
  STOP_WORDS,
  tokenizeText,
} from './analysis.js';
export type {
  AnalyzedQuery,
  AnalyzeQueryOptions,
  ExpansionEntry,
  ExpansionStems,
  QueryTerm,
  TextToken,
} from './analysis.js';
export { composeLegalDocument, courtHeading, COMPOSER_TAGS } from './compose.js';
export {
  escapeHtml,
  htmlToText,
  parseAmount,
  formatAmount,
  formatAmountWithWords,
  amountInWords,
  numberInWords,
  ordinal,
  romanNumeral,
  spanishLongDate,
  formatFieldDate,
  splitItems,
} from './text.js';
export { SAMPLE_CONTENT, SAMPLE_NOW, sampleDraftInput } from './samples.js';
export { scoreLegalDocument, QUALITY_WEIGHTS, LENGTH_RANGE } from './quality.js';
export type { QualityCheck, QualityCheckId, QualityResult } from './quality.js';
export { THESAURUS, THESAURUS_AREAS, type ThesaurusArea, type ThesaurusEntry } from './thesaurus.js';
export {
  extractEntities,
  findAmounts,
  findDates,
  findIdentifiers,
  validCif,
  validDniNie,
  validIban,
} from './entities/index.js';
export type { Entity, EntityType, MoneyValue, PersonRole } from './entities/index.js';
export { readBio, scoreBio, summarise, emptyCounts, SCORED_LABELS } from './entities/bio.js';
export type { BioDocument, BioToken, Counts, LabelScore, ScoredLabel } from './entities/bio.js';
export {
  computeDeadline,
  easterSunday,
  findDeadlinePhrases,
  inhabilReason,
  nationalHolidays,
  type DeadlineInput,
  type DeadlinePhrase,
  type DeadlineRegime,
  type DeadlineResult,
  type DeadlineRule,
  type DeadlineUnit,
} from './deadlines.js';
export {
  answerQuestion,
  DEFAULT_THRESHOLD,
  NOT_FOUND_ANSWER,
  prepareDocument,
  questionIntent,
  splitPassages,
} from './qa/index.js';
export type {
  AnswerOptions,
  PreparedDocument,
  QaAnswer,
  QaCitation,
  QaPage,
  QaPassage,
  QuestionIntent,
} from './qa/index.js';
export {
  emptyMaskCounts,
  MASKED_LABELS,
  maskedShares,
  PSEUDONYM_KINDS,
  pseudonymise,
  restore,
  scoreMasking,
} from './pseudonymise.js';
export type {
  MaskCounts,
  MaskedLabel,
  PseudonymisedText,
  PseudonymiseOptions,
  PseudonymKind,
  PseudonymMap,
  PseudonymSpan,
} from './pseudonymise.js';
export {
  analyzeDocument,
  classifyDocument,
  cleanPages,
  ANALYSIS_DEPTHS,
  DOCUMENT_TYPES,
  SUMMARY_SENTENCES,
} from './documents/index.js';
export type {
  AmountFinding,
  AmountTotal,
  AnalysisDepth,
  CaseNumber,
  CitationFinding,
  ContractTerms,
  Costs,
  DateFinding,
  Deadline,
  Decision,
  DocumentAnalysis,
  DocumentType,
  NamedFinding,
  PageText,
  Party,
  PartyRole,
  Passage as AnalysisPassage,
  PriceFinding,
  Risk,
  RiskLevel,
  TimelineEvent,
  TypeFinding,
  Verdict,
} from './documents/types.js';
export { sumAmounts, writtenAsTotal, type AddableAmount, type AmountSum } from './amountTotals.js';
