import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { components } from '../../tokens/layers.css';
import { inComponents } from '../../tokens/inLayer';

/** Inline padding of the text, set per size so adornments can line up with it. */
const padX = createVar();

/**
 * The visible box: border, surface and focus ring live here rather than on the `<input>`, so icons and
 * buttons inside the box (the password toggle, a clear button) sit within the same outline.
 */
export const control = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minWidth: 0,
    border: `${vars.size.border} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.onSurfaceMuted },
      '&:has(input:focus-visible)': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
        borderColor: vars.color.focusRing,
      },
      '&[data-invalid], &[data-invalid]:hover': { borderColor: vars.color.critical },
      '&[data-readonly]': { background: vars.color.surfaceMuted },
      '&[data-disabled]': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        opacity: 0.55,
        cursor: 'not-allowed',
      },
    },
  }),
);

export const size = styleVariants(
  {
    sm: { height: vars.size.controlSm, fontSize: vars.fontSize.sm, pad: vars.space.xs },
    md: { height: vars.size.controlMd, fontSize: vars.fontSize.sm, pad: vars.space.sm },
    lg: { height: vars.size.controlLg, fontSize: vars.fontSize.md, pad: vars.space.md },
  },
  ({ height, fontSize, pad }) => inComponents({ height, fontSize, vars: { [padX]: pad } }),
);

/** Decorative icon before the text (e.g. a search glyph). */
export const startIcon = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    paddingInlineStart: padX,
    color: vars.color.onSurfaceMuted,
    pointerEvents: 'none',
  }),
);

export const input = style(
  inComponents({
    flex: 1,
    alignSelf: 'stretch',
    minWidth: 0,
    width: '100%',
    margin: 0,
    paddingBlock: 0,
    paddingInline: padX,
    border: 'none',
    borderRadius: 'inherit',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: 'inherit',
    lineHeight: vars.lineHeight.normal,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.onSurfaceMuted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed' },
      // A clear button, when wanted, goes in `endSlot`; the native one would duplicate it.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      [`${startIcon} + &`]: { paddingInlineStart: vars.space.xs },
    },
  }),
);

/** Interactive slot after the text (password toggle, clear button). */
export const endSlot = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    alignSelf: 'stretch',
    gap: vars.space['3xs'],
    padding: vars.space['3xs'],
  }),
);

/** An IconButton in the end slot fills the box's height minus the slot padding and stays square. */
globalStyle(`${endSlot} > button[data-slot="icon-button"]`, {
  '@layer': {
    [components]: {
      height: '100%',
      width: 'auto',
      minWidth: 0,
      aspectRatio: '1',
      borderRadius: vars.radius.sm,
    },
  },
});
