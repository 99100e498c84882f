import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The categories, one per row, separated by hairlines. */
export const list = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
  }),
);

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
