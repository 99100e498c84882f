import { DAY_MS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { formatDateEs, toDate } from './date.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How long ago `value` was at `now`, in Spanish (spec §9): under 1 minute (or in the future)
 * 'hace un momento'; under 1 hour 'hace 1 minuto' / 'hace N minutos'; under 24 hours 'hace 1 hora' /
 * 'hace N horas'; under 7 days 'hace 1 día' / 'hace N días'; under 30 days 'hace 1 semana' /
 * 'hace N semanas' (whole units, rounded down); otherwise the es-ES date ('15/1/2025'). '' when invalid.
 */
export function formatRelativeTime(value: Date | string | number, now: Date): string {
  const d = toDate(value);
  if (!d) return '';
  const diff = now.getTime() - d.getTime();
  if (diff < MINUTE_MS) return MESSAGES.relativeTime.justNow;
  if (diff < HOUR_MS) return MESSAGES.relativeTime.minutes(Math.floor(diff / MINUTE_MS));
  if (diff < DAY_MS) return MESSAGES.relativeTime.hours(Math.floor(diff / HOUR_MS));
  if (diff < 7 * DAY_MS) return MESSAGES.relativeTime.days(Math.floor(diff / DAY_MS));
  if (diff < 30 * DAY_MS) return MESSAGES.relativeTime.weeks(Math.floor(diff / (7 * DAY_MS)));
  return formatDateEs(d);
}
