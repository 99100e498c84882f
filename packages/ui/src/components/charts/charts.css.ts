import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';
import { components } from '../../tokens/layers.css';

/** The figure around every chart: title, description, the plot and its legend. */
export const figure = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    margin: 0,
    fontFamily: vars.font.sans,
    color: vars.color.onSurface,
  }),
);

export const caption = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 }),
);

export const title = style(
  inComponents({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const description = style(
  inComponents({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }),
);

/** The plot area: a fixed height so the page does not jump while the chart measures its width. */
export const plot = style(inComponents({ position: 'relative', width: '100%', minWidth: 0 }));

export const height = styleVariants(
  {
    sm: `calc(${vars.space['4xl']} + ${vars.space['3xl']})`,
    md: `calc(${vars.space['4xl']} * 2.5)`,
    lg: `calc(${vars.space['3xl']} * 5)`,
  },
  (h) => inComponents({ height: h }),
);

// Recharts draws its axes and grid as SVG text and lines: paint them with the theme's tokens.
globalStyle(`${plot} .recharts-cartesian-axis-tick-value`, {
  '@layer': {
    [components]: {
      fill: vars.color.onSurfaceMuted,
      fontSize: vars.fontSize.xs,
      fontFamily: vars.font.sans,
    },
  },
});
globalStyle(`${plot} .recharts-cartesian-grid line`, {
  '@layer': { [components]: { stroke: vars.color.border } },
});
globalStyle(`${plot} .recharts-cartesian-axis-line, ${plot} .recharts-cartesian-axis-tick-line`, {
  '@layer': { [components]: { stroke: vars.color.border } },
});

/** The hover tooltip: a small card in the theme's surface. */
export const tooltip = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3xs'],
    padding: vars.space.xs,
    borderRadius: vars.radius.sm,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.md,
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurface,
  }),
);

export const tooltipTitle = style(inComponents({ fontWeight: vars.fontWeight.semibold }));

export const legend = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.md,
    rowGap: vars.space['3xs'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
  }),
);

export const legendItem = style(
  inComponents({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'] }),
);

/** The colour chip of a legend entry or tooltip row; its colour comes inline from the series' tone. */
export const swatch = style(
  inComponents({
    display: 'inline-block',
    flexShrink: 0,
    width: vars.space.xs,
    height: vars.space.xs,
    borderRadius: vars.radius.sm,
  }),
);

export const value = style(inComponents({ fontVariantNumeric: 'tabular-nums' }));

export const empty = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    margin: 0,
    borderRadius: vars.radius.sm,
    border: `${vars.size.border} dashed ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);
