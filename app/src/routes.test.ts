import { describe, expect, it } from 'vitest';
import { routePaths, routeTable, sidebarRoutes } from './routes';

/** Spec §2, path by path, the article viewer of issue 12 and the API reference of issue 15. */
const SPEC_PATHS = [
  '/auth/confirm',
  '/legal/privacy-policy',
  '/legal/terms-of-service',
  '/legal/cookie-policy',
  '/legal/legal-notice',
  '/legal/gdpr-rights',
  '/software-legal-espana',
  '/analisis-documentos-legales',
  '/casos-exito',
  '/subscription/success',
  '/',
  '/dashboard',
  '/search',
  '/search/norma/:normId',
  '/cases',
  '/documents',
  '/reports',
  '/reports/:id',
  '/history',
  '/iasupervisor',
  '/api-reference',
  '/subscription',
  '/settings',
  '/admin',
  '/testing',
  '/admin/memberships',
];

describe('routeTable', () => {
  it('declares every route of the spec, once', () => {
    expect([...routePaths].sort()).toEqual([...SPEC_PATHS].sort());
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
  });

  it('keeps /subscription/success for signed-in users and the legal and marketing pages public', () => {
    const access = Object.fromEntries(routeTable.map((r) => [r.path, r.access]));
    expect(access['/subscription/success']).toBe('signedInOnly');
    expect(access['/legal/cookie-policy']).toBe('public');
    expect(access['/casos-exito']).toBe('public');
    expect(access['/admin/memberships']).toBe('app');
  });

  it('gives every route a title and a description', () => {
    for (const route of routeTable) {
      expect(route.handle.title.trim(), route.path).not.toBe('');
      expect(route.handle.description.trim(), route.path).not.toBe('');
    }
  });
});

describe('sidebarRoutes', () => {
  it('lists the spec’s sidebar, with badges, and hides admin items from other users', () => {
    const entry = (r: ReturnType<typeof sidebarRoutes>[number]) =>
      [r.path, r.handle.navLabel, r.handle.badge ?? null] as const;
    expect(sidebarRoutes(true).map(entry)).toEqual([
      ['/dashboard', 'Dashboard', null],
      ['/search', 'Búsqueda Legal', null],
      ['/cases', 'Casos', null],
      ['/documents', 'Documentos', null],
      ['/reports', 'Informes', null],
      ['/history', 'Historial', null],
      ['/iasupervisor', 'IA Supervisor', 'MCP'],
      ['/subscription', 'Subscripción', null],
      ['/settings', 'Configuración', null],
      ['/admin', 'Administración', null],
      ['/testing', 'Sistema de Testing', 'DEV'],
    ]);
    expect(sidebarRoutes(false).map((r) => r.path)).not.toContain('/admin');
    expect(sidebarRoutes(false).map((r) => r.path)).not.toContain('/testing');
    expect(sidebarRoutes(false)).toHaveLength(9);
  });
});
