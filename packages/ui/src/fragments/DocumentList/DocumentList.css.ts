import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** Filter above the rows; text wraps instead of overflowing. */
export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const filter = style(inFragments({ maxWidth: vars.size.contentNarrow }));

export const list = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
  }),
);

/** One document: icon, name and details, then status and actions (beside on wide screens, below on phones). */
export const row = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.sm,
    rowGap: vars.space.sm,
    alignItems: 'start',
    padding: vars.space.md,
    selectors: {
      '&:not(:first-child)': { borderBlockStart: `${vars.size.border} solid ${vars.color.border}` },
    },
    '@media': {
      [breakpoints.desktop]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
    },
  }),
);

export const fileIcon = style(
  inFragments({
    display: 'inline-flex',
    paddingBlockStart: vars.space['3xs'],
    color: vars.color.onSurfaceMuted,
  }),
);

export const main = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 }),
);

export const filename = style(
  inFragments({
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
  }),
);

/** 'PDF · 245.3 KB · 12 páginas · Caso: … · Subido el 15/1/2025'. */
export const meta = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);

export const metaItem = style(
  inFragments({
    selectors: {
      '&:not(:last-child)::after': { content: '"·"', paddingInline: vars.space.xs },
    },
  }),
);

export const progress = style(inFragments({ maxWidth: vars.size.contentNarrow }));

export const error = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.critical,
  }),
);

/** Status and actions: under the details on phones, a right-hand column on desktop. */
export const side = style(
  inFragments({
    gridColumn: '2 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    '@media': {
      [breakpoints.desktop]: {
        gridColumn: 'auto',
        flexDirection: 'column',
        alignItems: 'flex-end',
      },
    },
  }),
);

export const actions = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'flex-end' }),
);
