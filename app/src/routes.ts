/**
 * The route table of spec §2, as data: paths, who may open them, page titles and descriptions, and the
 * sidebar entries. `router.tsx` turns it into react-router routes; the app shell's sidebar (a later
 * issue) is generated from `sidebarRoutes`. No React here, so unit tests read it in Node.
 */

import type { legalPages, marketingPages } from './content';

/** Keys of the legal pages' content modules (`app/src/content`). */
export type LegalSlug = keyof typeof legalPages;

/** Keys of the marketing pages' content modules. */
export type MarketingSlug = keyof typeof marketingPages;

/** What react-router keeps in each route's `handle`. */
export type RouteHandle = {
  /** Page title without the product suffix; `<title>` is '{title} · Alegato'. */
  title: string;
  /** `<meta name="description">` of the page. */
  description: string;
  /** Sidebar label; routes without one are not in the sidebar. */
  navLabel?: string;
  /** Shown in navigation to the admin only (spec §6: the route itself is open to any signed-in user). */
  admin?: boolean;
  /** Badge beside the sidebar label. */
  badge?: 'MCP' | 'DEV';
};

/**
 * Who reaches a route: `public` for anyone; `signedInOnly` redirects to `/` without a session; `app` is
 * behind the auth guard, which shows the landing page without a session (spec §2).
 */
export type RouteAccess = 'public' | 'signedInOnly' | 'app';

/** One row of the table. */
export type RouteDef = {
  /** Stable id, also the react-router route id. */
  id: string;
  /** Absolute path, as in the spec. */
  path: string;
  access: RouteAccess;
  handle: RouteHandle;
  /** Which page renders it (the router maps kinds to lazy modules). */
  page:
    | { kind: 'legal'; slug: LegalSlug }
    | { kind: 'marketing'; slug: MarketingSlug }
    | { kind: 'authConfirm' }
    | { kind: 'section' }
    | { kind: 'dashboard' }
    | { kind: 'settings' }
    | { kind: 'cases' }
    | { kind: 'documents' }
    | { kind: 'search' }
    | { kind: 'article' }
    | { kind: 'reports' }
    | { kind: 'report' }
    | { kind: 'history' }
    | { kind: 'subscription' }
    | { kind: 'subscriptionSuccess' }
    | { kind: 'admin' }
    | { kind: 'memberships' }
    | { kind: 'testing' }
    | { kind: 'iasupervisor' }
    | { kind: 'apiReference' }
    | { kind: 'notFound' };
};

const legal = (slug: LegalSlug, title: string, description: string): RouteDef => ({
  id: `legal-${slug}`,
  path: `/legal/${slug}`,
  access: 'public',
  handle: { title, description },
  page: { kind: 'legal', slug },
});

const marketing = (slug: MarketingSlug, title: string, description: string): RouteDef => ({
  id: slug,
  path: `/${slug}`,
  access: 'public',
  handle: { title, description },
  page: { kind: 'marketing', slug },
});

const section = (id: string, path: string, handle: RouteHandle): RouteDef => ({
  id,
  path,
  access: 'app',
  handle,
  page: { kind: 'section' },
});

/** Every route of spec §2, in sidebar order for the app routes. */
export const routeTable: readonly RouteDef[] = [
  // Public
  {
    id: 'auth-confirm',
    path: '/auth/confirm',
    access: 'public',
    handle: {
      title: 'Confirmación de email',
      description: 'Confirma tu dirección de correo para activar tu cuenta de Alegato.',
    },
    page: { kind: 'authConfirm' },
  },
  legal(
    'privacy-policy',
    'Política de privacidad',
    'Cómo trata Alegato tus datos personales: responsable, finalidades, bases jurídicas, plazos y derechos.',
  ),
  legal(
    'terms-of-service',
    'Términos de servicio',
    'Condiciones que regulan el uso de Alegato, sus planes de suscripción y el periodo de prueba.',
  ),
  legal(
    'cookie-policy',
    'Política de cookies',
    'Qué cookies y almacenamiento local usa Alegato, para qué, y cómo cambiar tu consentimiento.',
  ),
  legal(
    'legal-notice',
    'Aviso legal',
    'Datos identificativos del titular de Alegato y condiciones de uso del sitio web.',
  ),
  legal(
    'gdpr-rights',
    'Derechos RGPD',
    'Cómo ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad.',
  ),
  marketing(
    'software-legal-espana',
    'Software legal en España',
    'Gestión de casos, análisis de documentos, búsqueda de jurisprudencia e informes con IA para despachos españoles.',
  ),
  marketing(
    'analisis-documentos-legales',
    'Análisis de documentos legales',
    'Sube contratos, demandas y sentencias y obtén resúmenes, citas, plazos y entidades en segundos.',
  ),
  marketing(
    'casos-exito',
    'Casos de éxito',
    'Cómo trabajan con Alegato abogados, despachos, empresas y estudiantes de Derecho.',
  ),

  // Signed in only
  {
    id: 'subscription-success',
    path: '/subscription/success',
    access: 'signedInOnly',
    handle: {
      title: 'Subscripción completada',
      description: 'Tu subscripción se ha activado correctamente.',
    },
    page: { kind: 'subscriptionSuccess' },
  },

  // App (behind the auth guard)
  {
    ...section('dashboard', '/dashboard', {
      title: 'Dashboard',
      description: 'Tu periodo de prueba, tu plan y accesos directos a cada sección.',
      navLabel: 'Dashboard',
    }),
    page: { kind: 'dashboard' },
  },
  {
    ...section('search', '/search', {
      title: 'Búsqueda Legal',
      description: 'Busca en legislación, jurisprudencia y en tus propios documentos.',
      navLabel: 'Búsqueda Legal',
    }),
    page: { kind: 'search' },
  },
  {
    // The article viewer (issue 12): the hash names the article, `#articulo-36`.
    ...section('search-norm', '/search/norma/:normId', {
      title: 'Legislación',
      description:
        'Lee un artículo de la legislación pública con el índice de su norma, cópialo como cita y ábrelo en el BOE.',
    }),
    page: { kind: 'article' },
  },
  {
    ...section('cases', '/cases', {
      title: 'Casos',
      description: 'Crea y gestiona tus casos, sus clientes y sus documentos.',
      navLabel: 'Casos',
    }),
    page: { kind: 'cases' },
  },
  {
    ...section('documents', '/documents', {
      title: 'Documentos',
      description: 'Sube documentos PDF, DOCX o TXT de hasta 10 MB y analízalos con IA.',
      navLabel: 'Documentos',
    }),
    page: { kind: 'documents' },
  },
  {
    ...section('reports', '/reports', {
      title: 'Generador de Informes',
      description: 'Crea, mejora con IA y exporta a PDF tus informes legales.',
      navLabel: 'Informes',
    }),
    page: { kind: 'reports' },
  },
  {
    ...section('report', '/reports/:id', {
      title: 'Informe',
      description: 'Consulta, edita y exporta a PDF un informe legal.',
    }),
    page: { kind: 'report' },
  },
  {
    ...section('history', '/history', {
      title: 'Historial',
      description: 'Consulta y elimina las búsquedas y análisis que has hecho.',
      navLabel: 'Historial',
    }),
    page: { kind: 'history' },
  },
  {
    ...section('iasupervisor', '/iasupervisor', {
      title: 'IA Supervisor',
      description: 'Supervisa lo que ha hecho la IA: análisis, respuestas, citas comprobadas y llamadas MCP.',
      navLabel: 'IA Supervisor',
      badge: 'MCP',
    }),
    page: { kind: 'iasupervisor' },
  },
  {
    ...section('api-reference', '/api-reference', {
      title: 'Referencia de la API',
      description: 'Las rutas de la API de Alegato, generadas de sus esquemas de validación.',
    }),
    page: { kind: 'apiReference' },
  },
  {
    ...section('subscription', '/subscription', {
      title: 'Subscripción',
      description: 'Tu plan, los análisis disponibles y la facturación.',
      navLabel: 'Subscripción',
    }),
    page: { kind: 'subscription' },
  },
  {
    ...section('settings', '/settings', {
      title: 'Configuración',
      description: 'Tu perfil, tu organización y tus preferencias.',
      navLabel: 'Configuración',
    }),
    page: { kind: 'settings' },
  },
  {
    ...section('admin', '/admin', {
      title: 'Administración',
      description: 'Herramientas de administración de Alegato.',
      navLabel: 'Administración',
      admin: true,
    }),
    page: { kind: 'admin' },
  },
  {
    ...section('testing', '/testing', {
      title: 'Sistema de Testing',
      description: 'Pruebas del sistema y diagnóstico.',
      navLabel: 'Sistema de Testing',
      badge: 'DEV',
      admin: true,
    }),
    page: { kind: 'testing' },
  },
  {
    ...section('admin-memberships', '/admin/memberships', {
      title: 'Membresías',
      description: 'Simula planes de subscripción y verifica sus capacidades.',
    }),
    page: { kind: 'memberships' },
  },
];

/** The `/` route: the landing page signed out, the dashboard signed in. */
export const homeHandle: RouteHandle = {
  title: 'Dashboard',
  description: 'Resumen de tus casos, documentos, informes y consultas recientes.',
};

/** Handle of the catch-all route: the landing page signed out, 'Página no encontrada' signed in. */
export const notFoundHandle: RouteHandle = {
  title: 'Página no encontrada',
  description: 'La dirección que has abierto no existe.',
};

/** Sidebar entries: app routes with a nav label; admin-only ones only for the admin. */
export function sidebarRoutes(isAdmin: boolean): RouteDef[] {
  return routeTable.filter(
    (route) =>
      route.access === 'app' && route.handle.navLabel !== undefined && (isAdmin || !route.handle.admin),
  );
}

/** Every concrete path the app routes (the server's SPA_ROUTES must match it). */
export const routePaths: readonly string[] = ['/', ...routeTable.map((route) => route.path)];
