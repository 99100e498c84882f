import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

const trackHeight = createVar();
const trackWidth = createVar();
const inset = createVar();
const thumbSize = createVar();

/** Label and messages on the left, the switch on the right (settings-list layout). */
export const root = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: vars.space.md,
    alignItems: 'start',
    fontFamily: vars.font.sans,
  }),
);

export const text = style(
  inComponents({ gridColumn: 1, display: 'flex', flexDirection: 'column', gap: vars.space['3xs'] }),
);

export const label = style(
  inComponents({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurface,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { color: vars.color.onSurfaceMuted, cursor: 'not-allowed' } },
  }),
);

export const track = style(
  inComponents({
    vars: {
      [trackHeight]: vars.size.iconMd,
      [trackWidth]: `calc(${vars.size.iconMd} * 1.8)`,
      [inset]: vars.space['3xs'],
      [thumbSize]: `calc(${trackHeight} - 2 * ${inset})`,
    },
    gridColumn: 2,
    gridRow: 1,
    position: 'relative',
    flexShrink: 0,
    width: trackWidth,
    height: trackHeight,
    marginBlockStart: `calc((${vars.fontSize.sm} * ${vars.lineHeight.normal} - ${trackHeight}) / 2)`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"]': { background: vars.color.accent },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

export const thumb = style(
  inComponents({
    display: 'block',
    width: thumbSize,
    height: thumbSize,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    transform: `translateX(${inset})`,
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"]': {
        transform: `translateX(calc(${trackWidth} - ${thumbSize} - ${inset}))`,
      },
    },
  }),
);
