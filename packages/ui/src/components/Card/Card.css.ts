import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid transparent`,
    color: vars.color.onSurface,
    textDecoration: 'none',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  }),
);

export const variant = styleVariants({
  outline: inComponents({ background: vars.color.surface, borderColor: vars.color.border }),
  elevated: inComponents({
    background: vars.color.surface,
    borderColor: vars.color.border,
    boxShadow: vars.shadow.md,
  }),
  soft: inComponents({ background: vars.color.surfaceMuted }),
});

export const padding = styleVariants({ sm: vars.space.md, md: vars.space.lg, lg: vars.space.xl }, (value) =>
  inComponents({ padding: value }),
);

/** Hover and focus states when the whole card is a link or button. */
export const interactive = style(
  inComponents({
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.lg },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRing,
      },
    },
  }),
);

export const header = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 }),
);

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
    overflowWrap: 'anywhere',
  }),
);

export const description = style(
  inComponents({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

export const body = style(inComponents({ minWidth: 0, fontSize: vars.fontSize.sm }));

export const footer = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    marginBlockStart: 'auto',
  }),
);
