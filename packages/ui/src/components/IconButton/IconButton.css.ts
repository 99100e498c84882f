import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

/**
 * Square override of Button's size classes. The attribute in the selector outranks Button's single class,
 * so the result does not depend on CSS source order.
 */
export const square = styleVariants(
  { sm: vars.size.controlSm, md: vars.size.controlMd, lg: vars.size.controlLg },
  (side) =>
    inComponents({
      selectors: {
        '&[data-slot="icon-button"]': {
          width: side,
          minWidth: side,
          height: side,
          paddingInline: 0,
          flexShrink: 0,
        },
      },
    }),
);

/** Round variant, for icon buttons that sit on avatars or pills. */
export const round = style(
  inComponents({ selectors: { '&[data-slot="icon-button"]': { borderRadius: vars.radius.full } } }),
);
