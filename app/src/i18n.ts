/**
 * Spanish strings that only the app shows (route titles, placeholders, the temporary access dialog).
 * Strings from the spec's error catalogue live in `@alegato/domain` (MESSAGES); component defaults live
 * in `@alegato/ui` (`es`). Nothing is spelled twice (HOUSE-STYLE §12).
 *
 * Imported as a namespace (`import * as t from '../i18n'`): the page titles are here, in the landing
 * page's first load; the screens' groups live in `i18n/screens.ts`, loaded with the screens that read
 * them (ADR 0035, Initial JS).
 */

/** `<title>` of every page but the landing page: '{page} · Alegato'. */
export const pageTitle = (page: string, product: string): string => `${page} · ${product}`;

/** The landing page's `<title>`. */
export const landingTitle = (product: string): string =>
  `${product} · Asistente legal con IA para abogados en España`;

/** The landing page's `<meta name="description">`. */
export const landingDescription =
  'Analiza documentos legales, busca jurisprudencia y redacta informes con IA. Pensado para abogados, despachos, empresas y estudiantes de Derecho en España.';

export {
  settings,
  caseDocuments,
  underConstruction,
  notFound,
  routeError,
  authScreens,
  authConfirm,
} from './i18n/screens';
