import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }),
);

/** The stat cards: as many columns as fit, one on a phone. */
export const stats = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.field} / 1.5)), 1fr))`,
    gap: vars.space.sm,
    margin: 0,
  }),
);

export const stat = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
  }),
);

export const statLabel = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceMuted }),
);

export const statValue = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurface,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const statDetail = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }),
);

/** The charts: side by side when there is room. */
export const charts = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.field}), 1fr))`,
    gap: vars.space.md,
    alignItems: 'start',
  }),
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

export const error = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const errorText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical }),
);
