/**
 * @alegato/domain/vocabulary — the data-only, dependency-free part of domain that `@alegato/ui` may import
 * at run time (status and priority lists, the report HTML contract, Spanish copy shared across packages,
 * pure formatters). Nothing here imports zod or any other package, so the design system can bundle it.
 * The full domain entry (`@alegato/domain`) re-exports everything listed here.
 *
 * @module
 */
export * from './case/index.js';
export * from './report/index.js';
export { MESSAGES } from './messages.js';
export { ANALYSIS_SECTION_TITLES, CITATION_STATUSES, type CitationStatusValue } from './analysis.js';
export { formatDateEs, formatDateTimeEs, toDate, DISPLAY_LOCALE, DISPLAY_TIME_ZONE } from './format/date.js';
export { formatRelativeTime } from './format/relativeTime.js';
export { formatSizeKb } from './format/size.js';

/** Longest API key name (characters, trimmed; issue 15): the settings form and the server agree. */
export const API_KEY_NAME_MAX = 80;
