/** Time zone every date is shown in, so output is the same on any machine. @default 'Europe/Madrid' */
export const DISPLAY_TIME_ZONE = 'Europe/Madrid';

/** Locale of every formatted date. @default 'es-ES' */
export const DISPLAY_LOCALE = 'es-ES';

const dateFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, { timeZone: DISPLAY_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const yearMonthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** A Date from a Date, ISO string or epoch ms; null when it is not a valid date. */
export function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** es-ES date in Madrid time, like `toLocaleDateString('es-ES')`: '15/1/2025'; '' when invalid. */
export function formatDateEs(value: Date | string | number): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : '';
}

/** es-ES date and time in Madrid time: '15/1/2025, 11:00'; '' when invalid. */
export function formatDateTimeEs(value: Date | string | number): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : '';
}

/** The calendar month of a date in Madrid time as 'YYYY-MM'; '' when invalid. */
export function yearMonthMadrid(value: Date | string | number): string {
  const d = toDate(value);
  return d ? yearMonthFormat.format(d) : '';
}
