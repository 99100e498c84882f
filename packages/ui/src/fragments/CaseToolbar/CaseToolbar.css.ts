import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    fontFamily: vars.font.sans,
  }),
);

export const row = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

export const search = style(inFragments({ flex: `1 1 ${vars.size.field}`, minWidth: 0 }));

export const create = style(inFragments({ flex: '0 0 auto' }));

export const select = style(
  inFragments({
    flex: '1 1 10rem',
    minWidth: 0,
    '@media': { [breakpoints.tablet]: { flex: '0 1 14rem' } },
  }),
);

export const clear = style(inFragments({ flex: '0 0 auto' }));

export const tagsField = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 }),
);

export const tagsLabel = style(
  inFragments({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.onSurface,
  }),
);

export const tags = style(inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

/** A tag filter chip: a toggle button, filled when on. */
export const tag = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['3xs'],
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.sm,
    border: `${vars.size.border} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.onSurface,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[data-state="on"]': {
        background: vars.color.accentSoft,
        borderColor: vars.color.accent,
        color: vars.color.onAccentSoft,
      },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
    },
  }),
);
