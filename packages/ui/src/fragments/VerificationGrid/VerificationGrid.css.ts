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

export const errorText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical }),
);

export const summary = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    fontSize: vars.fontSize.sm,
  }),
);

/** The table scrolls sideways inside the card on a phone instead of widening the page. */
export const scroller = style(inFragments({ overflowX: 'auto', minWidth: 0 }));

export const table = style(
  inFragments({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
  }),
);

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
} as const;

export const th = style(
  inFragments({
    ...cell,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurfaceMuted,
    whiteSpace: 'nowrap',
  }),
);

export const thStatus = style(
  inFragments({ ...cell, fontWeight: vars.fontWeight.semibold, textAlign: 'center' }),
);

export const row = style(
  inFragments({
    selectors: { '&[data-ok="false"]': { background: vars.color.criticalSoft } },
  }),
);

export const capability = style(
  inFragments({
    ...cell,
    display: 'table-cell',
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
  }),
);

export const message = style(
  inFragments({
    display: 'block',
    marginBlockStart: vars.space['3xs'],
    fontWeight: vars.fontWeight.regular,
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
  }),
);

export const td = style(inFragments({ ...cell, whiteSpace: 'nowrap' }));

export const httpStatus = style(
  inFragments({ color: vars.color.onSurfaceMuted, fontVariantNumeric: 'tabular-nums' }),
);

export const tdStatus = style(inFragments({ ...cell, textAlign: 'center' }));

const mark = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3xs'],
  fontWeight: vars.fontWeight.bold,
} as const;

export const pass = style(inFragments({ ...mark, color: vars.color.positive }));

export const fail = style(inFragments({ ...mark, color: vars.color.critical }));
