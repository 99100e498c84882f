import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/**
 * Fixed at the bottom, below toasts in the stacking order (z-index `overlay` < `toast`). From the
 * desktop breakpoint up it sits bottom-left and leaves the toasts' bottom-right column free.
 */
export const root = style(
  inFragments({
    position: 'fixed',
    insetInline: vars.space.xs,
    bottom: vars.space.xs,
    zIndex: vars.zIndex.overlay,
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gridTemplateAreas: '"text close" "actions actions"',
    alignItems: 'start',
    columnGap: vars.space.sm,
    rowGap: vars.space.md,
    maxHeight: `calc(100dvh - 2 * ${vars.space.xs})`,
    overflowY: 'auto',
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.lg,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
    '@media': {
      [breakpoints.tablet]: {
        insetInline: vars.space.lg,
        bottom: vars.space.lg,
        padding: vars.space.lg,
        marginInline: 'auto',
        maxWidth: vars.size.contentNarrow,
      },
      [breakpoints.desktop]: {
        insetInlineEnd: 'auto',
        marginInline: 0,
        width: `min(${vars.size.contentNarrow}, calc(100vw - ${vars.size.toast} - 3 * ${vars.space.lg}))`,
      },
    },
  }),
);

export const text = style(
  inFragments({
    gridArea: 'text',
    display: 'flex',
    gap: vars.space.sm,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const icon = style(
  inFragments({
    flexShrink: 0,
    color: vars.color.accent,
    display: 'none',
    '@media': { [breakpoints.tablet]: { display: 'block' } },
  }),
);

export const title = style(
  inFragments({
    margin: 0,
    marginBlockEnd: vars.space['2xs'],
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const body = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

export const link = style(
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

export const close = style(
  inFragments({ gridArea: 'close', marginBlockStart: `calc(-1 * ${vars.space.xs})` }),
);

/** Stacked full-width buttons on phones, a row from tablet up. */
export const actions = style(
  inFragments({
    gridArea: 'actions',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    '@media': {
      [breakpoints.tablet]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'flex-end' },
    },
  }),
);
