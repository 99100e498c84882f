import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The terms and privacy links inside the checkbox label. */
export const termsLink = style(
  inFragments({
    color: vars.color.accent,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { color: vars.color.accentHover },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRing,
      },
    },
  }),
);
