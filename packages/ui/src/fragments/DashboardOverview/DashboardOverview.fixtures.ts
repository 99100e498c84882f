import type { DashboardShortcut } from './DashboardOverview';

/** The sample lawyer (the stories' sample lawyer). */
export const sampleUser = {
  name: 'Lucía Martín Sanz',
  email: 'lucia.martin@despacho-martin.es',
  planLabel: 'Estudiante',
};

/** Shortcuts to the app sections of spec §2. */
export const dashboardShortcuts: DashboardShortcut[] = [
  {
    to: '/search',
    label: 'Búsqueda Legal',
    description: 'Legislación, jurisprudencia y tus documentos.',
    icon: 'search',
  },
  { to: '/cases', label: 'Casos', description: 'Tus asuntos, clientes y plazos.', icon: 'cases' },
  {
    to: '/documents',
    label: 'Documentos',
    description: 'Sube y analiza PDF, DOCX o TXT.',
    icon: 'documents',
  },
  {
    to: '/reports',
    label: 'Informes',
    description: 'Escritos desde plantillas, mejorados con IA.',
    icon: 'reports',
  },
  { to: '/history', label: 'Historial', description: 'Tus consultas anteriores.', icon: 'history' },
  { to: '/settings', label: 'Configuración', description: 'Tu cuenta y tus preferencias.', icon: 'settings' },
];

/** Labels only, as the app passes them today (no icons, no descriptions). */
export const plainShortcuts: DashboardShortcut[] = dashboardShortcuts.map(({ to, label }) => ({ to, label }));
