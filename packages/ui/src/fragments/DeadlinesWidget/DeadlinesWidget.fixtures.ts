import type { DeadlineItem } from './DeadlinesWidget';

/** Three plazos, soonest first: one tomorrow (highlighted), one in 12 days, one without a case. */
export const upcomingDeadlines: DeadlineItem[] = [
  {
    id: 'd1',
    due: '2026-03-13',
    daysLeft: 1,
    description: 'cinco días hábiles desde su notificación',
    case: { title: 'Despido de Andrés Molina', href: '/cases?caso=c1' },
    document: { name: 'sentencia-despido.pdf', href: '/documents?ver=d1' },
    page: 4,
    assumedStart: '2026-03-06',
  },
  {
    id: 'd2',
    due: '2026-03-24',
    daysLeft: 12,
    description: 'veinte días hábiles desde su notificación',
    case: { title: 'Fianza calle Mayor', href: '/cases?caso=c2' },
    document: { name: 'sentencia-45-2026.pdf', href: '/documents?ver=d2' },
    page: 2,
    assumedStart: null,
  },
  {
    id: 'd3',
    due: '2026-04-20',
    daysLeft: 39,
    description: 'diez días hábiles desde la notificación',
    case: null,
    document: { name: 'diligencia-ordenacion.pdf', href: '/documents?ver=d3' },
    page: 1,
    assumedStart: '2026-04-01',
  },
];

/** A plazo due today, and long names that must wrap. */
export const longDeadlines: DeadlineItem[] = [
  {
    id: 'l1',
    due: '2026-03-12',
    daysLeft: 0,
    description:
      'dos meses a contar desde el día siguiente al de la notificación de la presente resolución, ante la Sala de lo Contencioso-Administrativo del Tribunal Superior de Justicia de Andalucía',
    case: {
      title:
        'Reclamación de responsabilidad patrimonial de la Administración por los daños en la vivienda de la calle Mayor número 10',
      href: '/cases?caso=c9',
    },
    document: {
      name: 'resolucion-desestimatoria-del-recurso-de-reposicion-expediente-2026-000123-definitiva.pdf',
      href: '/documents?ver=l1',
    },
    page: 117,
    assumedStart: '2026-01-12',
  },
  ...upcomingDeadlines,
];
