import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const root = style(inComponents({ margin: 0 }));
export const size = styleVariants(
  {
    xs: vars.fontSize.xs,
    sm: vars.fontSize.sm,
    md: vars.fontSize.md,
    lg: vars.fontSize.lg,
    xl: vars.fontSize.xl,
  },
  (value) => inComponents({ fontSize: value, lineHeight: vars.lineHeight.normal }),
);
export const tone = styleVariants({
  neutral: inComponents({ color: vars.color.onSurface }),
  muted: inComponents({ color: vars.color.onSurfaceMuted }),
  accent: inComponents({ color: vars.color.accent }),
  critical: inComponents({ color: vars.color.critical }),
  positive: inComponents({ color: vars.color.positive }),
  warning: inComponents({ color: vars.color.warning }),
  inherit: inComponents({ color: 'inherit' }),
});
export const weight = styleVariants(vars.fontWeight, (value) => inComponents({ fontWeight: value }));
export const font = styleVariants(
  { sans: vars.font.sans, serif: vars.font.serif, mono: vars.font.mono },
  (value) => inComponents({ fontFamily: value }),
);
export const align = styleVariants({
  start: inComponents({ textAlign: 'start' }),
  center: inComponents({ textAlign: 'center' }),
  end: inComponents({ textAlign: 'end' }),
  justify: inComponents({ textAlign: 'justify', hyphens: 'auto' }),
});
export const truncate = style(
  inComponents({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);
