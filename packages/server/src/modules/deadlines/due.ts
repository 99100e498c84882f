/**
 * The due date of a plazo the engine read in a document ('veinte días hábiles desde la notificación'),
 * counted with `computeDeadline` from a start the caller supplies — the document's own date when the
 * notification date is unknown, which is why the start is returned as `assumed_start`. The same
 * counting as the case analysis: working days in the procedural regime, calendar days when the text
 * says they are natural, months and years from date to date.
 *
 * @module
 */
import { computeDeadline, type Deadline, type DeadlineUnit } from '@alegato/legal-nlp';

const ISO_UNIT: Record<string, DeadlineUnit> = { D: 'dias', M: 'meses', Y: 'anos' };

/** 'P20D' → 20 días; 'P3M' → 3 meses; null for anything else. */
export function durationOf(iso: string | null): { amount: number; unit: DeadlineUnit } | null {
  const m = iso ? /^P(\d+)([DMY])$/.exec(iso) : null;
  const unit = m ? ISO_UNIT[m[2] ?? ''] : undefined;
  return m && unit ? { amount: Number(m[1]), unit } : null;
}

/**
 * The due date of `deadline` counted from `start` (`YYYY-MM-DD`), and the start it assumed; both null
 * when the duration is not a plain count or there is no full start date.
 */
export function deadlineDue(
  deadline: Pick<Deadline, 'duration' | 'workingDays'>,
  start: string | null | undefined,
): { due: string | null; assumed_start: string | null } {
  const duration = durationOf(deadline.duration);
  const from = start && /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : null;
  if (!duration || !from) return { due: null, assumed_start: null };
  const { due } = computeDeadline({
    from,
    amount: duration.amount,
    unit: duration.unit === 'dias' && !deadline.workingDays ? 'dias_naturales' : duration.unit,
    regime: 'procesal',
  });
  return { due, assumed_start: from };
}
