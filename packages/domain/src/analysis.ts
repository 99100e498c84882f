/**
 * Words of the document and case analyses (issue 13) that the server writes and the design system
 * shows: the citation check's statuses (values of the API, shown as badges) and section titles used
 * both in the plain-text case summary and on screen.
 *
 * @module
 */

/** Status of a checked legal citation (`citas_verificadas[].status` of an analysis). */
export const CITATION_STATUSES = {
  verified: 'verificada',
  notImported: 'norma no importada',
  noArticle: 'artículo inexistente',
} as const;

/** One of {@link CITATION_STATUSES}. */
export type CitationStatusValue = (typeof CITATION_STATUSES)[keyof typeof CITATION_STATUSES];

/** Section titles shared by the case summary text and the analysis screens. */
export const ANALYSIS_SECTION_TITLES = {
  risks: 'Riesgos y puntos a revisar',
} as const;
