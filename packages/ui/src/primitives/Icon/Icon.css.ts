import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const root = style(inComponents({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' }));
export const size = styleVariants(
  { sm: vars.size.iconSm, md: vars.size.iconMd, lg: vars.size.iconLg },
  (value) => inComponents({ width: value, height: value }),
);
