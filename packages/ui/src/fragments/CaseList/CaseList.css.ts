import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
  }),
);

export const header = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 }),
);

export const description = style(
  inFragments({ margin: 0, color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }),
);

export const count = style(
  inFragments({ margin: 0, color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }),
);

export const grid = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.cardColumn}), 1fr))`,
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(inFragments({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

export const loading = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const loadingText = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
);

export const skeletonCard = style(inFragments({ gap: vars.space.sm }));
