/**
 * The public content of the app: legal pages (spec §2, /legal/*) and marketing pages. Each page is a
 * function of the deployment's {@link ContentContext} (owner identity, mailboxes), so nothing about the
 * owner is hard-coded in the texts.
 */
import type { ContentContext, LegalDocument, MarketingDocument } from './types';
import { cookiePolicy } from './legal/cookiePolicy';
import { gdprRights } from './legal/gdprRights';
import { legalNotice } from './legal/legalNotice';
import { privacyPolicy } from './legal/privacyPolicy';
import { termsOfService } from './legal/termsOfService';
import { analisisDocumentosLegales } from './marketing/analisisDocumentosLegales';
import { casosExito } from './marketing/casosExito';
import { softwareLegalEspana } from './marketing/softwareLegalEspana';

export type { ContentContext, ContentSection, LegalDocument, MarketingDocument } from './types';

/** Slugs of the legal pages, served at `/legal/{slug}`. */
export type LegalSlug =
  'privacy-policy' | 'terms-of-service' | 'cookie-policy' | 'legal-notice' | 'gdpr-rights';

/** Slugs of the marketing pages, served at `/{slug}`. */
export type MarketingSlug = 'software-legal-espana' | 'analisis-documentos-legales' | 'casos-exito';

/** One entry of a page menu (footer, sitemap): slug, public path and Spanish label. */
export type PageLink<S extends string> = { slug: S; path: string; label: string };

/** Legal page builders by slug. */
export const legalPages: Record<LegalSlug, (ctx: ContentContext) => LegalDocument> = {
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
  'cookie-policy': cookiePolicy,
  'legal-notice': legalNotice,
  'gdpr-rights': gdprRights,
};

/** Marketing page builders by slug. */
export const marketingPages: Record<MarketingSlug, (ctx: ContentContext) => MarketingDocument> = {
  'software-legal-espana': softwareLegalEspana,
  'analisis-documentos-legales': analisisDocumentosLegales,
  'casos-exito': casosExito,
};

/** Legal pages in footer order. */
export const legalPageOrder: readonly PageLink<LegalSlug>[] = [
  { slug: 'privacy-policy', path: '/legal/privacy-policy', label: 'Política de privacidad' },
  { slug: 'terms-of-service', path: '/legal/terms-of-service', label: 'Términos de servicio' },
  { slug: 'cookie-policy', path: '/legal/cookie-policy', label: 'Política de cookies' },
  { slug: 'legal-notice', path: '/legal/legal-notice', label: 'Aviso legal' },
  { slug: 'gdpr-rights', path: '/legal/gdpr-rights', label: 'Derechos RGPD' },
];

/** Marketing pages in menu order. */
export const marketingPageOrder: readonly PageLink<MarketingSlug>[] = [
  { slug: 'software-legal-espana', path: '/software-legal-espana', label: 'Software legal en España' },
  {
    slug: 'analisis-documentos-legales',
    path: '/analisis-documentos-legales',
    label: 'Análisis de documentos legales',
  },
  { slug: 'casos-exito', path: '/casos-exito', label: 'Casos de éxito' },
];

/** True when `slug` names a legal page (for route params). */
export function isLegalSlug(slug: string): slug is LegalSlug {
  return Object.hasOwn(legalPages, slug);
}

/** True when `slug` names a marketing page (for route params). */
export function isMarketingSlug(slug: string): slug is MarketingSlug {
  return Object.hasOwn(marketingPages, slug);
}
