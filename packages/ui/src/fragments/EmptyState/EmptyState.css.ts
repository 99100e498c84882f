import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { fragments } from '../../tokens/layers.css';

const inLayer = (s: StyleRule): StyleRule => ({ '@layer': { [fragments]: s } });

export const root = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    minWidth: 0,
    marginInline: 'auto',
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
  }),
);

export const size = styleVariants({
  sm: inLayer({
    gap: vars.space.sm,
    maxWidth: '28rem',
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.md,
  }),
  md: inLayer({
    gap: vars.space.md,
    maxWidth: '36rem',
    paddingBlock: vars.space['2xl'],
    paddingInline: vars.space.md,
  }),
});

/** The icon in a soft round badge. */
export const iconWrap = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
    color: vars.color.onSurfaceMuted,
    padding: vars.space.sm,
    selectors: { [`${size.sm} &`]: { padding: vars.space.xs } },
  }),
);

export const text = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    maxWidth: '100%',
    overflowWrap: 'anywhere',
  }),
);

export const description = style(
  inLayer({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    selectors: { [`${size.sm} &`]: { fontSize: vars.fontSize.sm } },
  }),
);

export const actions = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space.sm,
    paddingBlockStart: vars.space['2xs'],
  }),
);
