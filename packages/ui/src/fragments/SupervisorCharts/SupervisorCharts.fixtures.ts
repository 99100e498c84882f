import type { SupervisorDay, SupervisorTotals } from './SupervisorCharts';

/** '2026-11-01' plus n days (UTC calendar arithmetic, no clock). */
function day(n: number): string {
  const d = new Date(Date.UTC(2026, 10, 1 + n));
  return d.toISOString().slice(0, 10);
}

/** Fourteen days of a busy office: weekdays heavier, a slow day with errors, the cache warming up. */
export const supervisorDays: SupervisorDay[] = Array.from({ length: 14 }, (_, i) => {
  const weekend = i % 7 === 5 || i % 7 === 6;
  const runs = weekend ? 2 + (i % 3) : 18 + ((i * 7) % 11);
  const lookups = weekend ? 1 : 6 + (i % 4);
  return {
    date: day(i),
    runs,
    errors: i === 9 ? 4 : i % 5 === 0 ? 1 : 0,
    p95Ms: i === 9 ? 21400 : 2400 + ((i * 613) % 1900),
    cacheHits: Math.min(lookups, Math.floor((lookups * (i + 2)) / 16)),
    cacheLookups: lookups,
  };
});

/** The totals of those days. */
export const supervisorTotals: SupervisorTotals = {
  runs: supervisorDays.reduce((n, d) => n + d.runs, 0),
  errors: supervisorDays.reduce((n, d) => n + d.errors, 0),
  citations: 412,
  citationsFailed: 9,
  cacheHitRate:
    supervisorDays.reduce((n, d) => n + d.cacheHits, 0) /
    supervisorDays.reduce((n, d) => n + d.cacheLookups, 0),
  p95Ms: 4400,
};

/** Thirty days with no run at all. */
export const supervisorDaysEmpty: SupervisorDay[] = Array.from({ length: 30 }, (_, i) => ({
  date: day(i),
  runs: 0,
  errors: 0,
  p95Ms: null,
  cacheHits: 0,
  cacheLookups: 0,
}));
