import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const stack = style(inComponents({ display: 'flex', flexDirection: 'column', minWidth: 0 }));
export const inline = style(inComponents({ display: 'flex', flexDirection: 'row', minWidth: 0 }));
export const wrap = style(inComponents({ flexWrap: 'wrap' }));
export const gap = styleVariants(vars.space, (value) => inComponents({ gap: value }));
export const align = styleVariants({
  start: inComponents({ alignItems: 'flex-start' }),
  center: inComponents({ alignItems: 'center' }),
  end: inComponents({ alignItems: 'flex-end' }),
  stretch: inComponents({ alignItems: 'stretch' }),
  baseline: inComponents({ alignItems: 'baseline' }),
});
export const justify = styleVariants({
  start: inComponents({ justifyContent: 'flex-start' }),
  center: inComponents({ justifyContent: 'center' }),
  end: inComponents({ justifyContent: 'flex-end' }),
  between: inComponents({ justifyContent: 'space-between' }),
});
