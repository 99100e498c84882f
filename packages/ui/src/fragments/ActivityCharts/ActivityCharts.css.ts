import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';
import { panelHeader, panelHeaderIcon, panelMuted, panelRoot } from '../../components/panel.css';

export const root = panelRoot;

export const header = panelHeader;

export const headerIcon = panelHeaderIcon;

export const period = style(
  inFragments({ marginInlineStart: 'auto', fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }),
);

export const muted = panelMuted;

export const loading = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

/** The chart's place while loading: the plot's height, so nothing jumps when it arrives. */
export const skeleton = style(inFragments({ height: `calc(${vars.space['4xl']} * 2.5)` }));

export const error = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const errorText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical }),
);

/** The chart beside the usage and the recent items from desktop widths; stacked below. */
export const grid = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': {
      [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
    },
  }),
);

export const main = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

export const side = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

export const card = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
  }),
);

export const empty = style(
  inFragments({
    margin: 0,
    padding: vars.space.lg,
    borderRadius: vars.radius.sm,
    border: `${vars.size.border} dashed ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
    textAlign: 'center',
  }),
);

export const totals = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: vars.space.xs,
    margin: 0,
  }),
);

export const total = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space['3xs'],
    minWidth: 0,
    padding: vars.space.xs,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceMuted,
    borderInlineStart: `${vars.space['2xs']} solid ${vars.color.accent}`,
    selectors: {
      '&[data-series="analyses"]': { borderInlineStartColor: vars.color.positive },
      '&[data-series="reports"]': { borderInlineStartColor: vars.color.highlight },
    },
  }),
);

export const totalLabel = style(
  inFragments({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted, overflowWrap: 'anywhere' }),
);

export const totalValue = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
  }),
);

export const recentList = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const recentItem = style(
  inFragments({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 }),
);

export const recentIcon = style(
  inFragments({
    flexShrink: 0,
    marginBlockStart: vars.space['3xs'],
    color: vars.color.onSurfaceMuted,
    selectors: {
      [`${recentItem}[data-type="document"] &`]: { color: vars.color.accent },
      [`${recentItem}[data-type="analysis"] &`]: { color: vars.color.positive },
      [`${recentItem}[data-type="report"] &`]: { color: vars.color.highlight },
    },
  }),
);

export const recentBody = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 }),
);

export const recentTitle = style(
  inFragments({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' }),
);

export const recentMeta = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.xs,
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
  }),
);

export const link = style(
  inFragments({
    color: vars.color.accent,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { color: vars.color.accentHover } },
  }),
);
