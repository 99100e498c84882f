import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style(
  inComponents({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }),
);

/**
 * A ring with one coloured quarter. Turning stops under reduced motion (the reset cuts animations to one
 * instant iteration), leaving a still ring that still reads as 'busy' next to its label.
 */
export const ring = style(
  inComponents({
    display: 'block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: 'currentColor',
    animation: `${spin} 0.8s linear infinite`,
  }),
);

export const size = styleVariants(
  {
    sm: { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: vars.size.focusRing },
    md: { width: vars.size.iconMd, height: vars.size.iconMd, borderWidth: vars.size.focusRing },
    lg: {
      width: vars.size.controlMd,
      height: vars.size.controlMd,
      borderWidth: `calc(${vars.size.focusRing} * 2)`,
    },
  },
  inComponents,
);

export const tone = styleVariants({
  accent: inComponents({ color: vars.color.accent }),
  neutral: inComponents({ color: vars.color.onSurfaceMuted }),
  inherit: inComponents({ color: 'inherit' }),
});
