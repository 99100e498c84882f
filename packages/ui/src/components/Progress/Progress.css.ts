import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

/** Share of the track left empty, in percent (100 − value); set inline per render. */
export const remaining = createVar();

export const root = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);

export const labelRow = style(
  inComponents({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space.sm,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurface,
  }),
);

export const label = style(inComponents({ fontWeight: vars.fontWeight.medium }));
export const value = style(
  inComponents({ color: vars.color.onSurfaceMuted, fontVariantNumeric: 'tabular-nums' }),
);

export const track = style(
  inComponents({
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
    boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.border}`,
    // Radix sets translateZ on the root for Safari's overflow clipping bug.
    transform: 'translateZ(0)',
  }),
);

export const size = styleVariants({ sm: vars.space['2xs'], md: vars.space.xs }, (height) =>
  inComponents({ height }),
);

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const indicator = style(
  inComponents({
    width: '100%',
    height: '100%',
    borderRadius: vars.radius.full,
    transform: `translateX(calc(${remaining} * -1%))`,
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: {
      // Indeterminate: a 40 % bar sweeping across; static at the start when motion is reduced.
      '&[data-state="indeterminate"]': {
        width: '40%',
        transform: 'translateX(0)',
        animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
      },
    },
  }),
);

export const tone = styleVariants(
  {
    accent: vars.color.accent,
    neutral: vars.color.onSurfaceMuted,
    positive: vars.color.positive,
    warning: vars.color.warning,
    critical: vars.color.critical,
  },
  (background) => inComponents({ background }),
);
