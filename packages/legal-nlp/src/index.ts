/** @alegato/legal-nlp: the Spanish legal text engine (citations, template drafting, quality rubric). */
export { REPORT_TEMPLATES, TEMPLATES_VERSION } from './templates.js';
export type { DraftInput } from './types.js';
export { findCitations, normaliseCitations, SPANISH_MONTHS } from './citations.js';
export type { Citation, CitationKind } from './citations.js';
