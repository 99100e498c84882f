/** Public site chrome: SiteHeader, SiteFooter and their links. */
export const site = {
  productName: 'Alegato',
  tagline: 'Asistente legal con inteligencia artificial para profesionales del Derecho en España.',
  header: {
    nav: 'Principal',
    home: 'Inicio',
    login: 'Iniciar Sesión',
    startTrial: 'Prueba Gratis',
    skipToContent: 'Saltar al contenido',
  },
  footer: {
    productHeading: 'Producto',
    legalHeading: 'Legal',
    contactHeading: 'Contacto',
    ownerHeading: 'Titular',
    nif: 'NIF',
    cookieSettings: 'Configurar cookies',
    copyright: (year: number, name: string) => `© ${year} ${name}`,
  },
  /** The five legal pages (spec §2). */
  legalLinks: [
    { label: 'Política de privacidad', href: '/legal/privacy-policy' },
    { label: 'Términos de servicio', href: '/legal/terms-of-service' },
    { label: 'Política de cookies', href: '/legal/cookie-policy' },
    { label: 'Aviso legal', href: '/legal/legal-notice' },
    { label: 'Derechos RGPD', href: '/legal/gdpr-rights' },
  ],
  /** The three marketing pages (spec §2). */
  marketingLinks: [
    { label: 'Software legal en España', href: '/software-legal-espana' },
    { label: 'Análisis de documentos legales', href: '/analisis-documentos-legales' },
    { label: 'Casos de éxito', href: '/casos-exito' },
  ],
} as const;
