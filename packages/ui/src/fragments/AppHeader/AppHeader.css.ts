import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.header,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    height: vars.size.appHeader,
    paddingInline: vars.space.sm,
    background: vars.color.surface,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
    '@media': { [breakpoints.tablet]: { paddingInline: vars.space.lg, gap: vars.space.md } },
  }),
);

export const start = style(
  inFragments({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, flex: '1 1 auto' }),
);

/** The menu button opens the sidebar drawer; from tablet up the sidebar is a fixed column instead. */
export const menuButton = style(
  inFragments({ flexShrink: 0, '@media': { [breakpoints.tablet]: { display: 'none' } } }),
);

export const brand = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minWidth: 0,
    color: vars.color.onSurface,
    textDecoration: 'none',
    borderRadius: vars.radius.md,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRing,
      },
    },
  }),
);

export const mark = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.onAccent,
  }),
);

export const wordmark = style(
  inFragments({
    fontFamily: vars.font.serif,
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.tight,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const badge = style(inFragments({ flexShrink: 0 }));

export const end = style(
  inFragments({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0, minWidth: 0 }),
);

/** 'Hola, {email}': hidden on phones, truncated when long. */
export const greeting = style(
  inFragments({
    display: 'none',
    maxWidth: '28ch',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    '@media': {
      [breakpoints.tablet]: { display: 'block' },
      [breakpoints.desktop]: { maxWidth: '40ch' },
    },
  }),
);

/** Text shown from tablet up; on phones only screen readers get it (the icon stays visible). */
export const labelFromTablet = style(
  inFragments({
    position: 'absolute',
    width: vars.size.border,
    height: vars.size.border,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    '@media': {
      [breakpoints.tablet]: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        overflow: 'visible',
        clipPath: 'none',
      },
    },
  }),
);

/** Square compact buttons on phones (icon only), normal padding from tablet up. */
export const action = style(
  inFragments({
    paddingInline: vars.space.xs,
    '@media': { [breakpoints.tablet]: { paddingInline: vars.space.sm } },
  }),
);
