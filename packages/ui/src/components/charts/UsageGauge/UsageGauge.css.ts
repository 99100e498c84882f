import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { inComponents } from '../../../tokens/inLayer';

/** The used share of the limit, 0–1; set inline per render. */
export const share = createVar();

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    minWidth: 0,
    fontFamily: vars.font.sans,
    color: vars.color.onSurface,
  }),
);

export const labelRow = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const label = style(inComponents({ fontWeight: vars.fontWeight.medium }));

export const value = style(
  inComponents({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' }),
);

export const track = style(
  inComponents({
    overflow: 'hidden',
    width: '100%',
    height: vars.space.xs,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
    boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.border}`,
  }),
);

export const fill = style(
  inComponents({
    width: `calc(${share} * 100%)`,
    height: '100%',
    borderRadius: vars.radius.full,
  }),
);

export const tone = styleVariants(
  { accent: vars.color.accent, warning: vars.color.warning, critical: vars.color.critical },
  (background) => inComponents({ background }),
);

export const hint = style(inComponents({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }));
