import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const root = style(inComponents({ minWidth: 0 }));

export const padding = styleVariants(vars.space, (value) => inComponents({ padding: value }));
export const paddingX = styleVariants(vars.space, (value) => inComponents({ paddingInline: value }));
export const paddingY = styleVariants(vars.space, (value) => inComponents({ paddingBlock: value }));

export const background = styleVariants({
  surface: inComponents({ background: vars.color.surface }),
  muted: inComponents({ background: vars.color.surfaceMuted }),
  sunken: inComponents({ background: vars.color.surfaceSunken }),
  paper: inComponents({ background: vars.color.paper }),
  accent: inComponents({ background: vars.color.accent, color: vars.color.onAccent }),
  accentSoft: inComponents({ background: vars.color.accentSoft, color: vars.color.onAccentSoft }),
});

export const radius = styleVariants(vars.radius, (value) => inComponents({ borderRadius: value }));

export const border = style(inComponents({ border: `${vars.size.border} solid ${vars.color.border}` }));

export const shadow = styleVariants(vars.shadow, (value) => inComponents({ boxShadow: value }));
