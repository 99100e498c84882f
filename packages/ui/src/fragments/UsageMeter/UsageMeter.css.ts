import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.onSurface,
  }),
);

export const header = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const headerIcon = style(inFragments({ color: vars.color.accent }));

/** The plan badge sits at the end of the header. */
export const plan = style(inFragments({ marginInlineStart: 'auto' }));

export const count = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold }),
);

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

/** The warning (≥ 80 %) or the full note, with 'Mejorar plan'. */
export const alert = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.warningSoft,
    selectors: { '&[data-level="full"]': { background: vars.color.criticalSoft } },
  }),
);

export const alertText = style(
  inFragments({
    margin: 0,
    flex: '1 1 12rem',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const error = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const errorText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical }),
);
