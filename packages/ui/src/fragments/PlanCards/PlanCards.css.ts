import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

/** The demo or payment note above the grid. */
export const notice = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    color: vars.color.onSurface,
    selectors: {
      '&[data-mode="demo"]': { background: vars.color.warningSoft },
    },
  }),
);

export const noticeIcon = style(inFragments({ flexShrink: 0 }));

export const noticeText = style(
  inFragments({
    margin: 0,
    flex: '1 1 12rem',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
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

/** One column on phones, up to four side by side. */
export const grid = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, 13rem), 1fr))`,
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** A plan; the user's own has the accent border. */
export const card = style(
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
    selectors: {
      '&[data-current]': {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 ${vars.size.border} ${vars.color.accent}`,
      },
    },
  }),
);

export const cardHeader = style(
  inFragments({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs }),
);

export const price = style(
  inFragments({ display: 'flex', alignItems: 'baseline', gap: vars.space['3xs'], margin: 0 }),
);

export const amount = style(
  inFragments({
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const perMonth = style(inFragments({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceMuted }));

export const features = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    flexGrow: 1,
  }),
);

export const feature = style(
  inFragments({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm }),
);

export const featureName = style(inFragments({ color: vars.color.onSurfaceMuted }));

export const featureValue = style(
  inFragments({ marginInlineStart: 'auto', fontWeight: vars.fontWeight.semibold }),
);

export const included = style(inFragments({ color: vars.color.positive, flexShrink: 0 }));

export const excluded = style(inFragments({ color: vars.color.onSurfaceMuted, flexShrink: 0 }));

export const excludedText = style(inFragments({ color: vars.color.onSurfaceMuted }));

export const action = style(inFragments({ marginBlockStart: vars.space.xs }));
