import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(inFragments({ minWidth: 0, fontFamily: vars.font.sans }));

/** Six cards: 2 columns on phones, 3 on tablets, 6 on wide containers. */
export const grid = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
    gap: vars.space.sm,
    margin: 0,
  }),
);

export const card = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    minWidth: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
  }),
);

export const label = style(
  inFragments({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const icon = style(
  inFragments({
    display: 'inline-flex',
    color: vars.color.accent,
    selectors: {
      '&[data-stat="draft"]': { color: vars.color.onSurfaceMuted },
      '&[data-stat="completed"]': { color: vars.color.positive },
      '&[data-stat="generated"]': { color: vars.color.info },
    },
  }),
);

export const value = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
    fontVariantNumeric: 'tabular-nums',
  }),
);
