import { style } from '@vanilla-extract/css';
import { containerWidths, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The root is a size container: the grid's columns follow its width, not the viewport's. */
export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    containerType: 'inline-size',
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
  }),
);

/** 1 column, 2 from 40rem of container width, 3 from 64rem (spec §2). */
export const grid = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@container': {
      [containerWidths.two]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [containerWidths.three]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
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

export const banner = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    background: vars.color.accentSoft,
    color: vars.color.onAccentSoft,
  }),
);

export const bannerText = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 }),
);

export const bannerTitle = style(
  inFragments({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' }),
);

export const bannerCount = style(inFragments({ margin: 0, fontSize: vars.fontSize.sm }));

export const pagination = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingTop: vars.space.sm,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const range = style(
  inFragments({ margin: 0, color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }),
);

export const pager = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const page = style(
  inFragments({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    paddingInline: vars.space.xs,
  }),
);
