import type { ActivityDay, ActivityUsage, RecentActivityItem } from './ActivityCharts';

/** '2026-02-11' plus n days, as `YYYY-MM-DD` (UTC arithmetic: fixed, no clock). */
const day = (n: number) => new Date(Date.UTC(2026, 1, 11 + n)).toISOString().slice(0, 10);

/** 30 days, 11/02/2026 to 12/03/2026, with deterministic counts. */
export const activityDays: ActivityDay[] = Array.from({ length: 30 }, (_, n) => ({
  date: day(n),
  documents: [0, 1, 3, 2, 0, 0, 2][n % 7]!,
  analyses: [0, 1, 2, 1, 1, 0, 0][(n + 3) % 7]!,
  reports: n % 6 === 0 ? 1 : 0,
}));

/** 30 days with nothing in them. */
export const quietDays: ActivityDay[] = activityDays.map((d) => ({
  ...d,
  documents: 0,
  analyses: 0,
  reports: 0,
}));

/** The latest items, newest first. */
export const recentItems: RecentActivityItem[] = [
  {
    id: 'a1',
    type: 'analysis',
    title: 'contrato-arrendamiento.pdf',
    kind: 'comprehensive_analysis',
    href: '/documents?ver=d1',
    date: '2026-03-12',
    time: '10:42',
  },
  {
    id: 'd1',
    type: 'document',
    title: 'contrato-arrendamiento.pdf',
    href: '/documents?ver=d1',
    date: '2026-03-12',
    time: '10:40',
  },
  {
    id: 'r1',
    type: 'report',
    title: 'Demanda por impago de rentas',
    href: '/reports/r1',
    date: '2026-03-11',
    time: '18:05',
  },
  {
    id: 'a2',
    type: 'analysis',
    title: 'Fianza calle Mayor',
    kind: 'case_analysis',
    href: '/cases?caso=c2',
    date: '2026-03-10',
    time: '09:15',
  },
  {
    id: 'a3',
    type: 'analysis',
    title: '',
    kind: 'draft',
    date: '2026-03-09',
    time: '12:00',
  },
];

/** One analysis of the five of the Estudiante plan used. */
export const studentUsage: ActivityUsage = {
  used: 1,
  limit: 5,
  planLabel: 'Estudiante',
  resetsOn: '2026-04-01',
};

/** Long names that must wrap. */
export const longRecent: RecentActivityItem[] = [
  {
    id: 'l1',
    type: 'document',
    title:
      'resolucion-desestimatoria-del-recurso-de-reposicion-expediente-2026-000123-definitiva-firmada.pdf',
    href: '/documents?ver=l1',
    date: '2026-03-12',
  },
  {
    id: 'l2',
    type: 'report',
    title:
      'Informe sobre la reclamación de responsabilidad patrimonial de la Administración por los daños en la vivienda de la calle Mayor número 10',
    href: '/reports/l2',
    date: '2026-03-11',
  },
  ...recentItems,
];
