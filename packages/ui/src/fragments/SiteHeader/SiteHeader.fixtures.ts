import * as es from '../../i18n/es';
import type { SiteLink } from '../../utils/link';

/** The marketing pages as header navigation (the landing's usual set). */
export const siteHeaderNavLinks: SiteLink[] = es.site.marketingLinks.map((link) => ({ ...link }));

/** A long product name, to check that the wordmark truncates instead of pushing the actions out. */
export const longProductName = 'Alegato Asistente Jurídico Profesional para Despachos';
