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

/** How every API key starts (`alg_…`; issue 15). */
export const API_KEY_PREFIX = 'alg_';

/** Longest API key name (characters, trimmed; issue 15): the settings form and the server agree. */
export const API_KEY_NAME_MAX = 80;

/**
 * Paths an API key may not call (issue 15, ADR 0031): managing keys, the account, settings, billing and
 * administration need the signed-in session. The server refuses them; the API reference says so.
 */
export const API_KEY_REFUSED_PATHS = /^\/api\/(api-keys|account|settings|billing|admin)(\/|$)/;
