import type { SystemFiguresData, SystemFiguresDay } from './SystemFigures';

/** '2026-10-28' plus n days (UTC arithmetic: fixed, no clock). */
const day = (n: number) =>
  new Date(Date.parse('2026-10-28T00:00:00Z') + n * 86_400_000).toISOString().slice(0, 10);

/** 30 days ending 2026-11-26, deterministic counts. */
export const figureDays: SystemFiguresDay[] = Array.from({ length: 30 }, (_, n) => ({
  date: day(n),
  signups: [1, 0, 2, 0, 0, 3, 1][n % 7]!,
  analyses: [4, 6, 2, 9, 5, 0, 1][(n + 3) % 7]!,
  documents: [2, 3, 0, 5, 1, 0, 0][(n + 1) % 7]!,
}));

/** A small office's production figures. */
export const systemFigures: SystemFiguresData = {
  users: { total: 193, active: 187 },
  usersByPlan: [
    { key: 'estudiante', label: 'Estudiante', value: 120 },
    { key: 'individual', label: 'Individual', value: 48 },
    { key: 'despacho', label: 'Despacho', value: 21 },
    { key: 'empresarial', label: 'Empresarial', value: 4 },
  ],
  documents: 4812,
  pages: 96_310,
  chunks: 251_774,
  storageBytes: 7_912_345_678,
  jobs: { queued: 3, running: 1, failed: 2 },
  errorsThisWeek: 17,
  days: figureDays,
};

/** A fresh installation: nothing yet, error tracking absent. */
export const emptyFigures: SystemFiguresData = {
  users: { total: 1, active: 1 },
  usersByPlan: [{ key: 'estudiante', label: 'Estudiante', value: 1 }],
  documents: 0,
  pages: 0,
  chunks: 0,
  storageBytes: 0,
  jobs: { queued: 0, running: 0, failed: 0 },
  errorsThisWeek: null,
  days: figureDays.map((d) => ({ ...d, signups: 0, analyses: 0, documents: 0 })),
};
