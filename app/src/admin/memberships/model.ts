import {
  CAPABILITY_LABELS,
  PLAN_IDS,
  PLANS,
  isPlanId,
  type PlanCapability,
  type PlanOverride,
} from '@alegato/domain';
import type {
  MembershipPlanItem,
  SystemCheckItem,
  SystemCheckVerdict,
  VerificationOutcome,
  VerificationRowItem,
} from '@alegato/ui';

/**
 * The admin memberships panel and the /testing checks (issue 14 items 6 and 7): the server's answers
 * read into the fragments' view models. Pure functions, unit-tested.
 */

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The four plan cards, cheapest first, from domain `PLANS`. */
export function membershipPlans(): MembershipPlanItem[] {
  return PLAN_IDS.map((id) => ({
    id,
    name: PLANS[id].label,
    priceEur: PLANS[id].price_eur,
    analysesPerMonth: PLANS[id].analyses_per_month,
  }));
}

/** The plan's name ('Despacho'); an unknown id as is. */
export function planName(id: string): string {
  return isPlanId(id) ? PLANS[id].label : id;
}

/** Milliseconds left of `override` at `now` (0 once expired), or null without an override. */
export function remainingMs(override: PlanOverride | null, now: Date): number | null {
  return override ? Math.max(0, override.expiresAt - now.getTime()) : null;
}

/** The last verification run: its plan, its rows and the raw JSON for 'Debug Consola'. */
export type VerificationRun = {
  plan: string;
  rows: VerificationRowItem[];
  /** The server's answer, pretty-printed. */
  json: string;
};

const outcome = (v: unknown): VerificationOutcome | null => (v === 'allowed' || v === 'refused' ? v : null);

/**
 * `POST /api/admin/memberships/verify` read into the grid's rows; a row without a known outcome is left
 * out, `ok` is recomputed from `expected` and `actual`.
 *
 * @throws {Error} when the answer has no `data.rows` list
 */
export function toVerificationRun(body: unknown): VerificationRun {
  const data = record(record(body)?.data);
  if (!data || !Array.isArray(data.rows)) throw new Error('Respuesta de verificación no válida');
  const rows: VerificationRowItem[] = [];
  for (const raw of data.rows) {
    const r = record(raw);
    const capability = text(r?.capability);
    const expected = outcome(r?.expected);
    const actual = outcome(r?.actual);
    if (!r || !capability || !expected || !actual) continue;
    rows.push({
      capability,
      label:
        text(r.label) ??
        (capability in CAPABILITY_LABELS ? CAPABILITY_LABELS[capability as PlanCapability] : capability),
      expected,
      actual,
      ...(typeof r.status === 'number' ? { status: r.status } : {}),
      message: text(r.message) ?? '',
      ok: expected === actual,
    });
  }
  return { plan: text(data.plan) ?? '', rows, json: JSON.stringify(data, null, 2) };
}

const VERDICTS: readonly SystemCheckVerdict[] = ['ok', 'warn', 'fail'];

/** The last run of the live checks. */
export type ChecksRun = {
  checks: SystemCheckItem[];
  /** ISO time of the run, or null. */
  checkedAt: string | null;
};

/**
 * `POST /api/admin/checks` read into the list's rows; a row without an id or a known verdict is left out.
 *
 * @throws {Error} when the answer has no `data.checks` list
 */
export function toChecksRun(body: unknown): ChecksRun {
  const data = record(record(body)?.data);
  if (!data || !Array.isArray(data.checks)) throw new Error('Respuesta de comprobaciones no válida');
  const checks: SystemCheckItem[] = [];
  for (const raw of data.checks) {
    const c = record(raw);
    const id = text(c?.id);
    const verdict = VERDICTS.find((v) => v === c?.verdict);
    if (!c || !id || !verdict) continue;
    checks.push({
      id,
      name: text(c.name) ?? id,
      verdict,
      latencyMs: typeof c.latency_ms === 'number' ? Math.max(0, Math.round(c.latency_ms)) : 0,
      detail: text(c.detail) ?? '',
    });
  }
  return { checks, checkedAt: text(data.checked_at) };
}

/** '2026-03-12T10:15:00Z' → '12/03/2026, 11:15:00' (the browser's zone, es-ES). */
export function formatCheckedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('es-ES');
}
