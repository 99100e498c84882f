import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/**
 * Below the tablet breakpoint the wrapper takes no room (the nav is an overlay drawer); from tablet up it
 * is the full-height column, and the nav inside it sticks under the header.
 */
export const root = style(
  inFragments({
    display: 'contents',
    '@media': {
      [breakpoints.tablet]: {
        display: 'block',
        flexShrink: 0,
        width: vars.size.sidebar,
        borderInlineEnd: `${vars.size.border} solid ${vars.color.border}`,
        background: vars.color.surface,
      },
    },
  }),
);

export const nav = style(
  inFragments({
    position: 'fixed',
    insetBlock: 0,
    insetInlineStart: 0,
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    width: vars.size.sidebar,
    maxWidth: '85vw',
    padding: vars.space.sm,
    overflowY: 'auto',
    background: vars.color.surface,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.sans,
    transform: 'translateX(-100%)',
    visibility: 'hidden',
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}, visibility 0s linear ${vars.motion.normal}`,
    selectors: {
      '&[data-state="open"]': {
        transform: 'none',
        visibility: 'visible',
        transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
      },
    },
    '@media': {
      [breakpoints.tablet]: {
        position: 'sticky',
        top: vars.size.appHeader,
        maxHeight: `calc(100dvh - ${vars.size.appHeader})`,
        width: 'auto',
        maxWidth: 'none',
        paddingBlock: vars.space.md,
        boxShadow: 'none',
        background: 'transparent',
        transform: 'none',
        visibility: 'visible',
        transition: 'none',
      },
    },
  }),
);

/** The drawer's top row with the close button (phones only). */
export const drawerHeader = style(
  inFragments({
    display: 'flex',
    justifyContent: 'flex-end',
    '@media': { [breakpoints.tablet]: { display: 'none' } },
  }),
);

export const list = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], margin: 0, padding: 0 }),
);

export const link = style(
  inFragments({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { color: vars.color.onSurface, background: vars.color.surfaceMuted },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      },
      '&[aria-current="page"]': {
        color: vars.color.onAccentSoft,
        background: vars.color.accentSoft,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  }),
);

/** Long labels wrap rather than hide part of their text. */
export const label = style(inFragments({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }));

/** Dims the page behind the open drawer (phones only). */
export const backdrop = style(
  inFragments({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    background: vars.color.overlay,
    selectors: { '&[data-state="closed"]': { display: 'none' } },
    '@media': { [breakpoints.tablet]: { display: 'none' } },
  }),
);
