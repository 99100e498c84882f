import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const root = style(
  inComponents({ margin: 0, color: vars.color.onSurface, lineHeight: vars.lineHeight.tight }),
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
  (value) => inComponents({ fontSize: value }),
);
export const font = styleVariants({ sans: vars.font.sans, serif: vars.font.serif }, (value) =>
  inComponents({ fontFamily: value, fontWeight: vars.fontWeight.semibold }),
);
export const align = styleVariants({
  start: inComponents({ textAlign: 'start' }),
  center: inComponents({ textAlign: 'center' }),
});
