import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, fontFamily: vars.font.sans }),
);

export const title = style(
  inFragments({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  }),
);

export const list = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    margin: 0,
    '@media': { [breakpoints.tablet]: { gap: vars.space.md } },
  }),
);

export const layout = styleVariants({
  row: inFragments({
    '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  }),
  grid: inFragments({}),
});

/** A tile: the figure (dd) above its label (dt), in DOM order label first. */
export const item = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: vars.space['2xs'],
    minWidth: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    '@media': { [breakpoints.tablet]: { padding: vars.space.md } },
  }),
);

export const value = style(
  inFragments({
    margin: 0,
    color: vars.color.accent,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '-0.01em',
    lineHeight: vars.lineHeight.tight,
    '@media': { [breakpoints.desktop]: { fontSize: vars.fontSize['3xl'] } },
  }),
);

export const label = style(
  inFragments({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  }),
);
