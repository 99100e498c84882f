import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100dvh',
    background: vars.color.background,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
  }),
);

export const skipLink = style(
  inFragments({
    position: 'fixed',
    insetInlineStart: vars.space.md,
    top: vars.space.xs,
    zIndex: vars.zIndex.tooltip,
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

/** Sidebar column and main area side by side (the sidebar is a drawer on phones and takes no room). */
export const body = style(inFragments({ display: 'flex', flex: '1 1 auto', minWidth: 0 }));

export const main = style(
  inFragments({
    flex: '1 1 auto',
    minWidth: 0,
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.md,
    selectors: { '&:focus': { outline: 'none' } },
    '@media': {
      [breakpoints.tablet]: { paddingInline: vars.space.lg },
      [breakpoints.desktop]: { paddingBlock: vars.space.xl, paddingInline: vars.space.xl },
    },
  }),
);

/** Caps the line length of the content on wide screens. */
export const mainInner = style(
  inFragments({ maxWidth: vars.size.contentWide, marginInline: 'auto', minWidth: 0 }),
);
