/**
 * Document analysis (issue 13 item 3, ADR 0024): type, extractive summary, parties, court, ponente,
 * case numbers, date, ruling and costs, timeline, amounts, citations, deadlines, contract terms and
 * risks, every finding with its page. Pure functions, no I/O.
 *
 * @module
 */
export { analyzeDocument, SUMMARY_SENTENCES, type AnalyzeDocumentOptions } from './analyze.js';
export { cleanPages, type CleanPage, type Sentence } from './text.js';
export { classifyDocument } from './classify.js';
export { ANALYSIS_DEPTHS, DOCUMENT_TYPES } from './types.js';
export type * from './types.js';
