/** Styles of SupervisorCharts: the card, the totals and the grid of charts (two columns from tablets). */
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

/** The charts' place while loading, so nothing jumps when they arrive. */
export const skeleton = style(inFragments({ height: `calc(${vars.space['4xl']} * 2.5)` }));

export const error = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const errorText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical }),
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
    gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
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
      '&[data-figure="errors"], &[data-figure="citations-failed"]': {
        borderInlineStartColor: vars.color.critical,
      },
      '&[data-figure="hit-rate"]': { borderInlineStartColor: vars.color.positive },
      '&[data-figure="p95"]': { borderInlineStartColor: vars.color.warning },
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

export const grid = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);
