import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { components } from '../../tokens/layers.css';

const inLayer = (s: Record<string, unknown>) => ({ '@layer': { [components]: s } });

export const root = style(inLayer({ margin: 0 }));
export const size = styleVariants(
  {
    xs: vars.fontSize.xs,
    sm: vars.fontSize.sm,
    md: vars.fontSize.md,
    lg: vars.fontSize.lg,
    xl: vars.fontSize.xl,
  },
  (value) => inLayer({ fontSize: value, lineHeight: vars.lineHeight.normal }),
);
export const tone = styleVariants({
  neutral: inLayer({ color: vars.color.onSurface }),
  muted: inLayer({ color: vars.color.onSurfaceMuted }),
  accent: inLayer({ color: vars.color.accent }),
  critical: inLayer({ color: vars.color.critical }),
  positive: inLayer({ color: vars.color.positive }),
  warning: inLayer({ color: vars.color.warning }),
  inherit: inLayer({ color: 'inherit' }),
});
export const weight = styleVariants(vars.fontWeight, (value) => inLayer({ fontWeight: value }));
export const font = styleVariants(
  { sans: vars.font.sans, serif: vars.font.serif, mono: vars.font.mono },
  (value) => inLayer({ fontFamily: value }),
);
export const align = styleVariants({
  start: inLayer({ textAlign: 'start' }),
  center: inLayer({ textAlign: 'center' }),
  end: inLayer({ textAlign: 'end' }),
  justify: inLayer({ textAlign: 'justify', hyphens: 'auto' }),
});
export const truncate = style(
  inLayer({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);
