import type { ChartSeries, TimeSeriesDatum } from './TimeSeriesChart';
import type { BarListItem } from './BarList';

/** Documents, analyses and reports: the dashboard's three series. */
export const activitySeries: ChartSeries[] = [
  { key: 'documents', label: 'Documentos', tone: 'accent' },
  { key: 'analyses', label: 'Análisis', tone: 'positive' },
  { key: 'reports', label: 'Informes', tone: 'highlight' },
];

/** '2026-03-01' plus n days, as `YYYY-MM-DD` (UTC arithmetic: fixed, no clock). */
const day = (start: string, n: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** 30 days from 2026-02-11 to 2026-03-12, deterministic counts (no randomness). */
export const activityDays: TimeSeriesDatum[] = Array.from({ length: 30 }, (_, n) => ({
  date: day('2026-02-11', n),
  values: {
    documents: [0, 1, 3, 2, 0, 0, 4][n % 7]!,
    analyses: [0, 1, 2, 2, 1, 0, 3][(n + 2) % 7]!,
    reports: n % 5 === 0 ? 1 : 0,
  },
}));

/** A single week of one series. */
export const weekDays: TimeSeriesDatum[] = activityDays.slice(-7);

/** Errors by code, largest first. */
export const errorCodes: BarListItem[] = [
  { key: 'internal', label: 'internal_error', value: 1284 },
  { key: 'timeout', label: 'upstream_timeout', value: 412 },
  { key: 'pdf', label: 'pdf_render_failed', value: 87, tone: 'warning' },
  { key: 'db', label: 'db_unavailable', value: 3, tone: 'critical' },
];

/** Users by plan. */
export const usersByPlan: BarListItem[] = [
  { key: 'basic', label: 'Básico', value: 120 },
  { key: 'pro', label: 'Profesional', value: 64 },
  { key: 'enterprise', label: 'Empresa', value: 9 },
];
