import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    fontFamily: vars.font.sans,
  }),
);

export const row = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

export const search = style(inFragments({ flex: `1 1 ${vars.size.field}`, minWidth: 0 }));

export const chevron = style(
  inFragments({
    display: 'inline-flex',
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
  }),
);

/** The filter panel: the four selects, side by side when there is room. */
export const panel = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

export const select = style(inFragments({ minWidth: 0 }));
