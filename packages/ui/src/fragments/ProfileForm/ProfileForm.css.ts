import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The card: full width of its column, text wraps instead of overflowing. */
export const root = style(inFragments({ minWidth: 0, overflowWrap: 'anywhere' }));

/** The fields one under the other, then the actions row. */
export const form = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

/** The submit button and the outcome line beside it (wrapping under it when narrow). */
export const actions = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

/** The outcome line: saved (positive) or the server's error (critical); hidden while empty. */
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

export const spinner = style(inFragments({ display: 'inline-flex' }));
