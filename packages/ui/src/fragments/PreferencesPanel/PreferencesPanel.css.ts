import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The card: full width of its column, text wraps instead of overflowing. */
export const root = style(inFragments({ minWidth: 0, overflowWrap: 'anywhere' }));

/** The history switch, then the cookie group, then the outcome line. */
export const body = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }),
);

/** The cookie choices: a titled group. */
export const group = style(
  inFragments({
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
  }),
);

export const groupTitle = style(
  inFragments({
    padding: 0,
    marginBlockEnd: vars.space.xs,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
  }),
);

export const groupText = style(
  inFragments({
    margin: 0,
    marginBlockEnd: vars.space.xs,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

/** The categories, one per row, separated by hairlines (as in the cookie dialog). */
export const list = style(inFragments({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0 }));

export const row = style(
  inFragments({
    paddingBlock: vars.space.sm,
    selectors: {
      '&:not(:first-child)': { borderBlockStart: `${vars.size.border} solid ${vars.color.border}` },
    },
  }),
);

export const essentialLabel = style(
  inFragments({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

/** The outcome line: saved (positive) or the error (critical); hidden while empty. */
export const status = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.positive,
    selectors: {
      '&:empty': { display: 'none' },
      '&[data-tone="critical"]': { color: vars.color.critical },
    },
  }),
);
