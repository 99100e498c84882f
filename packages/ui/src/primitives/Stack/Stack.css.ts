import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { components } from '../../tokens/layers.css';

const inLayer = (s: Record<string, unknown>) => ({ '@layer': { [components]: s } });

export const stack = style(inLayer({ display: 'flex', flexDirection: 'column', minWidth: 0 }));
export const inline = style(inLayer({ display: 'flex', flexDirection: 'row', minWidth: 0 }));
export const wrap = style(inLayer({ flexWrap: 'wrap' }));
export const gap = styleVariants(vars.space, (value) => inLayer({ gap: value }));
export const align = styleVariants({
  start: inLayer({ alignItems: 'flex-start' }),
  center: inLayer({ alignItems: 'center' }),
  end: inLayer({ alignItems: 'flex-end' }),
  stretch: inLayer({ alignItems: 'stretch' }),
  baseline: inLayer({ alignItems: 'baseline' }),
});
export const justify = styleVariants({
  start: inLayer({ justifyContent: 'flex-start' }),
  center: inLayer({ justifyContent: 'center' }),
  end: inLayer({ justifyContent: 'flex-end' }),
  between: inLayer({ justifyContent: 'space-between' }),
});
