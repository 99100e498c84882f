import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

/** Confirmations are short: a narrower panel than a form dialog. */
export const content = style(
  inComponents({
    width: `min(calc(${vars.size.dialog} * 0.85), calc(100vw - ${vars.space.xl}))`,
  }),
);

/** The title carries no close icon, so it needs no room at the end. */
export const title = style(inComponents({ selectors: { '&&': { paddingInlineEnd: 0 } } }));
