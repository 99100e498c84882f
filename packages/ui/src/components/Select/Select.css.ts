import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

/** The closed select: looks like a TextField box with a chevron. */
export const trigger = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    width: '100%',
    minWidth: 0,
    margin: 0,
    border: `${vars.size.border} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
    lineHeight: vars.lineHeight.normal,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.onSurfaceMuted },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
        borderColor: vars.color.focusRing,
      },
      '&[data-invalid], &[data-invalid]:hover': { borderColor: vars.color.critical },
      '&:disabled': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        opacity: 0.55,
        cursor: 'not-allowed',
      },
      '&[data-loading]:disabled': { cursor: 'progress' },
    },
  }),
);

export const size = styleVariants(
  {
    sm: { height: vars.size.controlSm, fontSize: vars.fontSize.sm, paddingInline: vars.space.xs },
    md: { height: vars.size.controlMd, fontSize: vars.fontSize.sm, paddingInline: vars.space.sm },
    lg: { height: vars.size.controlLg, fontSize: vars.fontSize.md, paddingInline: vars.space.md },
  },
  inComponents,
);

/** The chosen label or the placeholder, cut to one line. */
export const value = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: { '[data-placeholder] > &': { color: vars.color.onSurfaceMuted } },
  }),
);

export const chevron = style(
  inComponents({
    display: 'inline-flex',
    color: vars.color.onSurfaceMuted,
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
  }),
);

/** The open list, in a portal; as wide as the trigger. */
export const content = style(
  inComponents({
    zIndex: vars.zIndex.overlay,
    width: 'var(--radix-select-trigger-width)',
    maxHeight: 'var(--radix-select-content-available-height)',
    overflow: 'hidden',
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.onSurface,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.sans,
  }),
);

export const viewport = style(inComponents({ padding: vars.space['2xs'] }));

export const item = style(
  inComponents({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlSm,
    paddingBlock: vars.space['2xs'],
    paddingInlineStart: vars.space.sm,
    paddingInlineEnd: vars.space.xl,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.accentSoft, color: vars.color.onAccentSoft },
      '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
      '&[data-disabled]': { color: vars.color.onSurfaceMuted, cursor: 'not-allowed' },
    },
  }),
);

export const indicator = style(
  inComponents({
    position: 'absolute',
    insetInlineEnd: vars.space.xs,
    display: 'inline-flex',
    color: 'inherit',
  }),
);

export const empty = style(
  inComponents({
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);
