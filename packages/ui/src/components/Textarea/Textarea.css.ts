import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const textarea = style(
  inComponents({
    display: 'block',
    width: '100%',
    minWidth: 0,
    margin: 0,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    border: `${vars.size.border} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&::placeholder': { color: vars.color.onSurfaceMuted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.onSurfaceMuted },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
        borderColor: vars.color.focusRing,
      },
      '&[data-invalid], &[data-invalid]:hover': { borderColor: vars.color.critical },
      '&:read-only': { background: vars.color.surfaceMuted },
      '&:disabled': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        opacity: 0.55,
        cursor: 'not-allowed',
      },
    },
  }),
);

export const resize = styleVariants({
  vertical: inComponents({ resize: 'vertical' }),
  none: inComponents({ resize: 'none' }),
});
