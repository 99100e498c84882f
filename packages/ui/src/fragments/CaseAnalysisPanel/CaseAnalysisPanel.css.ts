import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    color: vars.color.onSurface,
  }),
);

export const header = style(inFragments({ display: 'flex', alignItems: 'center', gap: vars.space.xs }));

export const headerIcon = style(inFragments({ color: vars.color.accent }));

/** The action beside the heading ('Analizar caso'), pushed to the end of the row. */
export const headerAction = style(inFragments({ marginInlineStart: 'auto' }));

export const muted = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
);

export const facts = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    margin: 0,
    '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  }),
);

export const fact = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 }),
);

export const term = style(inFragments({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }));

export const detail = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
  }),
);

export const actions = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const summaryBlock = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    border: `${vars.size.border} solid ${vars.color.border}`,
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

export const summaryLabel = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurfaceMuted,
  }),
);

export const summary = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.relaxed,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
);

export const tip = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    margin: 0,
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
  }),
);

export const tipIcon = style(inFragments({ flexShrink: 0, color: vars.color.warning }));
