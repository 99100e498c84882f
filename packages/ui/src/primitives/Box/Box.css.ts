import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { components } from '../../tokens/layers.css';

const inLayer = (s: Record<string, unknown>) => ({ '@layer': { [components]: s } });

export const root = style(inLayer({ minWidth: 0 }));

export const padding = styleVariants(vars.space, (value) => inLayer({ padding: value }));
export const paddingX = styleVariants(vars.space, (value) => inLayer({ paddingInline: value }));
export const paddingY = styleVariants(vars.space, (value) => inLayer({ paddingBlock: value }));

export const background = styleVariants({
  surface: inLayer({ background: vars.color.surface }),
  muted: inLayer({ background: vars.color.surfaceMuted }),
  sunken: inLayer({ background: vars.color.surfaceSunken }),
  paper: inLayer({ background: vars.color.paper }),
  accent: inLayer({ background: vars.color.accent, color: vars.color.onAccent }),
  accentSoft: inLayer({ background: vars.color.accentSoft, color: vars.color.onAccentSoft }),
});

export const radius = styleVariants(vars.radius, (value) => inLayer({ borderRadius: value }));

export const border = style(inLayer({ border: `${vars.size.border} solid ${vars.color.border}` }));

export const shadow = styleVariants(vars.shadow, (value) => inLayer({ boxShadow: value }));
