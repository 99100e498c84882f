import { vars } from '../../tokens/contract.css';

/** Colours a chart series may take, from the theme tokens (so both themes follow). */
export const chartTones = [
  'accent',
  'info',
  'positive',
  'highlight',
  'warning',
  'critical',
  'neutral',
] as const;

/** A colour of a chart series. */
export type ChartTone = (typeof chartTones)[number];

/** The token each tone paints with: a CSS variable, valid in SVG `fill`/`stroke` and in inline styles. */
export const chartToneColor: Record<ChartTone, string> = {
  accent: vars.color.accent,
  info: vars.color.info,
  positive: vars.color.positive,
  highlight: vars.color.highlight,
  warning: vars.color.warning,
  critical: vars.color.critical,
  neutral: vars.color.onSurfaceMuted,
};

/** The tone of the n-th series when it names none: accent first, then the others in order. */
export const toneAt = (index: number): ChartTone => chartTones[index % chartTones.length]!;

/** '2026-03-12' → '12/03/2026' (the calendar date as written, no time zone involved). */
export const spanishDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** '2026-03-12' → '12/03': the axis tick of a day. */
export const shortDate = (iso: string) => spanishDate(iso).slice(0, 5);

/** A count with Spanish digit grouping, from four digits on ('1.234'), as tables of figures align. */
export const formatCount = (value: number) =>
  new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: true }).format(value);
