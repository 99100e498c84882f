import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const titleRow = style(inFragments({ display: 'flex', alignItems: 'center', gap: vars.space.xs }));

export const icon = style(inFragments({ color: vars.color.critical }));

/** The collapsible technical details. */
export const details = style(
  inFragments({
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    fontSize: vars.fontSize.sm,
  }),
);

export const summary = style(
  inFragments({
    cursor: 'pointer',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.onSurfaceMuted,
    fontWeight: vars.fontWeight.medium,
    selectors: { '&:hover': { color: vars.color.onSurface } },
  }),
);

export const detailsBody = style(
  inFragments({
    display: 'grid',
    rowGap: vars.space['3xs'],
    margin: 0,
    paddingBlockEnd: vars.space.sm,
    paddingInline: vars.space.sm,
  }),
);

export const term = style(
  inFragments({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.xs,
    selectors: { '&:not(:first-child)': { paddingBlockStart: vars.space.xs } },
  }),
);

export const value = style(
  inFragments({
    margin: 0,
    minWidth: 0,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurface,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  }),
);
