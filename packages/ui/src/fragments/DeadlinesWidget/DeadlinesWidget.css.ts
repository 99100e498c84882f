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

export const list = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** One plazo; the nearest ones carry a critical bar at the start (and a critical badge). */
export const item = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    minWidth: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space['2xs'],
    background: vars.color.surfaceMuted,
    selectors: {
      '&[data-urgent]': { borderInlineStartColor: vars.color.critical },
    },
  }),
);

export const when = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const date = style(
  inFragments({
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const description = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' }),
);

export const source = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: vars.space['3xs'],
    margin: 0,
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
  }),
);

export const sourcePart = style(
  inFragments({
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['3xs'],
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const sourceIcon = style(inFragments({ flexShrink: 0 }));

export const link = style(
  inFragments({
    color: vars.color.accent,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { color: vars.color.accentHover } },
  }),
);

export const page = style(inFragments({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }));

export const assumed = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
    fontStyle: 'italic',
  }),
);

export const note = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    margin: 0,
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
  }),
);

export const noteIcon = style(inFragments({ flexShrink: 0, color: vars.color.info }));
