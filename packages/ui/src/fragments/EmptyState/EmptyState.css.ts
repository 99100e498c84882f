import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
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
  sm: inFragments({
    gap: vars.space.sm,
    maxWidth: vars.size.measureSm,
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.md,
  }),
  md: inFragments({
    gap: vars.space.md,
    maxWidth: vars.size.measureMd,
    paddingBlock: vars.space['2xl'],
    paddingInline: vars.space.md,
  }),
});

/** The icon in a soft round badge. */
export const iconWrap = style(
  inFragments({
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
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    maxWidth: '100%',
    overflowWrap: 'anywhere',
  }),
);

export const description = style(
  inFragments({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    selectors: { [`${size.sm} &`]: { fontSize: vars.fontSize.sm } },
  }),
);

export const actions = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space.sm,
    paddingBlockStart: vars.space['2xs'],
  }),
);
