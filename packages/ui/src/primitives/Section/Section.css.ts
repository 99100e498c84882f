import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

/** The page column: content width, centred, with the page gutters of each breakpoint. */
export const column = style(
  inComponents({
    maxWidth: vars.size.content,
    marginInline: 'auto',
    paddingInline: vars.space.md,
    '@media': {
      [breakpoints.tablet]: { paddingInline: vars.space.lg },
      [breakpoints.desktop]: { paddingInline: vars.space.xl },
    },
  }),
);

/** The vertical rhythm of a page band (hero, features, benefits, call to action). */
export const band = style(
  inComponents({
    paddingBlock: vars.space['3xl'],
    '@media': { [breakpoints.desktop]: { paddingBlock: vars.space['4xl'] } },
  }),
);
