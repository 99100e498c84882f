import type { MembershipPlanItem } from './MembershipPanel';

/** The four plans of spec §6, cheapest first. */
export const membershipPlans: MembershipPlanItem[] = [
  { id: 'estudiante', name: 'Estudiante', priceEur: 0, analysesPerMonth: 5 },
  { id: 'individual', name: 'Individual', priceEur: 99, analysesPerMonth: 50 },
  { id: 'despacho', name: 'Despacho', priceEur: 299, analysesPerMonth: 200 },
  { id: 'empresarial', name: 'Empresarial', priceEur: 599, analysesPerMonth: -1 },
];

/** 1 h 42 min left of a 2-hour simulation. */
export const remainingMs = 6_120_000;

/** The raw JSON of a run, as the debug panel shows it. */
export const debugJson = JSON.stringify(
  {
    plan: 'despacho',
    simulated: true,
    usage: { used: 3, limit: 200 },
    checked_at: '2026-03-12T10:15:00.000Z',
    rows: [
      {
        capability: 'pdf',
        label: 'exportación a PDF',
        expected: 'allowed',
        actual: 'allowed',
        status: 200,
        message: '',
        ok: true,
      },
    ],
  },
  null,
  2,
);
