import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Inverted colours (text colour as background) so the tip stands out in both themes. */
export const content = style(
  inComponents({
    zIndex: vars.zIndex.tooltip,
    maxWidth: `min(calc(${vars.size.toast} * 0.75), calc(100vw - ${vars.space.lg}))`,
    paddingBlock: vars.space['2xs'],
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    background: vars.color.onSurface,
    color: vars.color.surface,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    boxShadow: vars.shadow.md,
    overflowWrap: 'break-word',
    animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
  }),
);

export const arrow = style(inComponents({ fill: vars.color.onSurface }));
