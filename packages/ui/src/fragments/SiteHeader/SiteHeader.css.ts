import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.header,
    background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
    backdropFilter: `saturate(1.4) blur(${vars.space.sm})`,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    fontFamily: vars.font.sans,
  }),
);

export const inner = style(
  inFragments({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: vars.size.content,
    marginInline: 'auto',
    paddingInline: vars.space.md,
    paddingBlock: vars.space.sm,
    '@media': {
      [breakpoints.tablet]: { paddingInline: vars.space.lg, gap: vars.space.lg },
      [breakpoints.desktop]: { paddingInline: vars.space.xl },
    },
  }),
);

export const skipLink = style(
  inFragments({
    position: 'absolute',
    insetInlineStart: vars.space.md,
    top: vars.space.xs,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xs,
    borderRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    transform: 'translateY(-200%)',
    selectors: { '&:focus-visible, &:focus': { transform: 'none' } },
  }),
);

export const brand = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minWidth: 0,
    marginInlineEnd: 'auto',
    color: vars.color.onSurface,
    textDecoration: 'none',
    borderRadius: vars.radius.md,
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
    boxShadow: vars.shadow.sm,
  }),
);

export const wordmark = style(
  inFragments({
    fontFamily: vars.font.serif,
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.lg,
    letterSpacing: '-0.01em',
    lineHeight: vars.lineHeight.tight,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.xl } },
  }),
);

export const nav = style(
  inFragments({
    display: 'none',
    '@media': { [breakpoints.desktop]: { display: 'block' } },
  }),
);

export const navList = style(
  inFragments({ display: 'flex', alignItems: 'center', gap: vars.space['2xs'], margin: 0, padding: 0 }),
);

export const navLink = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    height: vars.size.controlSm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { color: vars.color.onSurface, background: vars.color.surfaceMuted },
      '&[aria-current="page"]': { color: vars.color.accent },
    },
  }),
);

export const actions = style(
  inFragments({
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    gap: vars.space.xs,
    '@media': { [breakpoints.tablet]: { gap: vars.space.sm } },
  }),
);

/** Compact buttons on phones, full-size from tablet up. */
export const action = style(
  inFragments({
    height: vars.size.controlSm,
    paddingInline: vars.space.xs,
    '@media': {
      [breakpoints.tablet]: { height: vars.size.controlMd, paddingInline: vars.space.md },
    },
  }),
);
