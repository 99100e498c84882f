import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { components } from '../../tokens/layers.css';

const inLayer = (s: Record<string, unknown>) => ({ '@layer': { [components]: s } });

export const root = style(inLayer({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' }));
export const size = styleVariants(
  { sm: vars.size.iconSm, md: vars.size.iconMd, lg: vars.size.iconLg },
  (value) => inLayer({ width: value, height: value }),
);
