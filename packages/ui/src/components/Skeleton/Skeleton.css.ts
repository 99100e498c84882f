import { createVar, fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

/** Optional width set inline (a CSS length or percentage); the full width when unset. */
export const width = createVar();

const pulse = keyframes({ '50%': { opacity: 0.5 } });

/** A muted placeholder that pulses gently; still (fully opaque) when motion is reduced. */
export const root = style(
  inComponents({
    display: 'block',
    flexShrink: 0,
    background: vars.color.surfaceMuted,
    animation: `${pulse} 1.6s ${vars.motion.easing} infinite`,
  }),
);

export const shape = styleVariants({
  block: inComponents({ width: fallbackVar(width, '100%'), borderRadius: vars.radius.md }),
  text: inComponents({ width: fallbackVar(width, '100%'), borderRadius: vars.radius.sm }),
  circle: inComponents({ borderRadius: vars.radius.full }),
});

const textSizes = {
  sm: vars.fontSize.sm,
  md: vars.fontSize.md,
  lg: vars.fontSize.lg,
  xl: vars.fontSize.xl,
};

/** Text lines: about as tall as the glyphs of that text size. */
export const textSize = styleVariants(textSizes, (fontSize) =>
  inComponents({ height: `calc(${fontSize} * 0.9)` }),
);

/** Block heights: control heights, then the large spaces (thumbnails, cards). */
export const blockSize = styleVariants(
  { sm: vars.size.controlSm, md: vars.size.controlLg, lg: vars.space['3xl'], xl: vars.space['4xl'] },
  (height) => inComponents({ height }),
);

/** Circle diameters: control heights (avatars, icon buttons), then a large space. */
export const circleSize = styleVariants(
  { sm: vars.size.controlSm, md: vars.size.controlMd, lg: vars.size.controlLg, xl: vars.space['3xl'] },
  (d) => inComponents({ width: d, height: d }),
);

export const lines = style(inComponents({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

/** Gap between lines so a paragraph of skeleton lines matches the line height of real text. */
export const linesGap = styleVariants(textSizes, (fontSize) =>
  inComponents({ gap: `calc(${fontSize} * (${vars.lineHeight.normal} - 0.9))` }),
);
