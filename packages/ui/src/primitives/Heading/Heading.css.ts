import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { components } from '../../tokens/layers.css';

const inLayer = (s: Record<string, unknown>) => ({ '@layer': { [components]: s } });

export const root = style(
  inLayer({ margin: 0, color: vars.color.onSurface, lineHeight: vars.lineHeight.tight }),
);
export const size = styleVariants(
  {
    xs: vars.fontSize.md,
    sm: vars.fontSize.lg,
    md: vars.fontSize.xl,
    lg: vars.fontSize['2xl'],
    xl: vars.fontSize['3xl'],
    '2xl': vars.fontSize['4xl'],
  },
  (value) => inLayer({ fontSize: value }),
);
export const font = styleVariants({ sans: vars.font.sans, serif: vars.font.serif }, (value) =>
  inLayer({ fontFamily: value, fontWeight: vars.fontWeight.semibold }),
);
export const align = styleVariants({
  start: inLayer({ textAlign: 'start' }),
  center: inLayer({ textAlign: 'center' }),
});
