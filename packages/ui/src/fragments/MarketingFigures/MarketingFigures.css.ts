import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { fragments } from '../../tokens/layers.css';

const inLayer = (s: StyleRule): StyleRule => ({ '@layer': { [fragments]: s } });

export const root = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md, fontFamily: vars.font.sans }),
);

export const title = style(
  inLayer({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  }),
);

export const list = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    margin: 0,
    '@media': { [breakpoints.tablet]: { gap: vars.space.md } },
  }),
);

export const layout = styleVariants({
  row: inLayer({
    '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  }),
  grid: inLayer({}),
});

/** A tile: the figure (dd) above its label (dt), in DOM order label first. */
export const item = style(
  inLayer({
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
  inLayer({
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
  inLayer({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  }),
);
