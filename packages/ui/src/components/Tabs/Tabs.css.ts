import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const root = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

/** The tab row: scrolls sideways on narrow screens instead of wrapping. */
export const list = style(
  inComponents({
    display: 'flex',
    gap: vars.space['2xs'],
    overflowX: 'auto',
    borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
    scrollbarWidth: 'thin',
  }),
);

export const trigger = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    height: vars.size.controlMd,
    paddingInline: vars.space.md,
    marginBlockEnd: `calc(${vars.size.border} * -1)`,
    border: 'none',
    borderBlockEnd: `${vars.size.focusRing} solid transparent`,
    background: 'transparent',
    color: vars.color.onSurfaceMuted,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.onSurface },
      '&[data-state="active"]': {
        color: vars.color.accent,
        borderBlockEndColor: vars.color.accent,
        fontWeight: vars.fontWeight.semibold,
      },
      '&:focus-visible': { outlineOffset: `calc(${vars.size.focusRing} * -1)` },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

export const content = style(
  inComponents({
    minWidth: 0,
    selectors: { '&:focus-visible': { outlineOffset: vars.space['2xs'] } },
  }),
);
