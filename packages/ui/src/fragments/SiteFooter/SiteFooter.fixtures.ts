import type { SiteLink } from '../../utils/link';
import type { SiteFooterMailbox, SiteFooterOwner } from './SiteFooter';

/** A fictitious owner (the spec only names `{name}`); the NIF has a valid check letter format. */
export const siteFooterOwner: SiteFooterOwner = {
  name: 'Alegato Legal Tech, S.L.',
  nif: 'B12345678',
  address: 'Calle de Serrano 41, 28001 Madrid',
};

/** Contact mailboxes of the footer. */
export const siteFooterMailboxes: SiteFooterMailbox[] = [
  { label: 'Soporte', email: 'soporte@alegato.es' },
  { label: 'Protección de datos', email: 'privacidad@alegato.es' },
  { label: 'Programa beta', email: 'beta@alegato.es' },
];

/** Fixed year of the copyright line (stories never read the clock). */
export const siteFooterYear = 2025;

/** An owner with only a name (no NIF or address). */
export const siteFooterOwnerNameOnly: SiteFooterOwner = { name: 'María García López' };

/** A long owner identity and long links, to check wrapping. */
export const siteFooterLongOwner: SiteFooterOwner = {
  name: 'Alegato Soluciones Jurídicas e Inteligencia Artificial para Despachos Profesionales, Sociedad Limitada',
  nif: 'B12345678',
  address:
    'Paseo de la Castellana 259 D, Torre Emperador Castellana, planta 32, oficina 3205, 28046 Madrid (España)',
};

export const siteFooterLongMailboxes: SiteFooterMailbox[] = [
  {
    label: 'Delegado de Protección de Datos y ejercicio de derechos RGPD',
    email: 'delegado.proteccion.datos.rgpd@alegato-soluciones-juridicas.es',
  },
  { label: 'Soporte', email: 'soporte@alegato.es' },
];

export const siteFooterLongMarketingLinks: SiteLink[] = [
  {
    label: 'Software legal en España para despachos, asesorías y departamentos jurídicos',
    href: '/software-legal-espana',
  },
  {
    label: 'Análisis de documentos legales con inteligencia artificial',
    href: '/analisis-documentos-legales',
  },
  { label: 'Casos de éxito', href: '/casos-exito' },
];
