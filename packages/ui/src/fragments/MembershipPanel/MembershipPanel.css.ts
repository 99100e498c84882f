import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    color: vars.color.onSurface,
  }),
);

export const intro = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] }));

export const header = style(inFragments({ display: 'flex', alignItems: 'center', gap: vars.space.xs }));

export const headerIcon = style(inFragments({ color: vars.color.accent }));

export const muted = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
);

export const error = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const errorText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical }),
);

/** The simulation line: a warning-toned strip while a simulation is active. */
export const status = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&[data-active]': { background: vars.color.warningSoft, borderColor: vars.color.warning },
    },
  }),
);

export const timeLeft = style(
  inFragments({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' }),
);

export const cards = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const cardItem = style(inFragments({ display: 'flex', minWidth: 0 }));

export const card = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space['2xs'],
    width: '100%',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.onSurface,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
      '&[aria-pressed="true"]': {
        borderColor: vars.color.warning,
        background: vars.color.warningSoft,
      },
      '&:disabled': { cursor: 'progress', opacity: 0.7 },
    },
  }),
);

export const cardTop = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    width: '100%',
  }),
);

export const planName = style(
  inFragments({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold }),
);

export const price = style(
  inFragments({
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const actions = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const debug = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
  }),
);

export const pre = style(
  inFragments({
    margin: 0,
    maxHeight: '20rem',
    overflow: 'auto',
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xs,
    whiteSpace: 'pre',
    selectors: {
      '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
    },
  }),
);
