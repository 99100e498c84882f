/** Styles of ErrorGroups: the filter, the table of groups (the look of the admin tables) and the detail. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

export const toolbar = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm }),
);

export const filter = style(inFragments({ flex: `0 1 calc(${vars.size.field} / 2)`, minWidth: 0 }));

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

export const mutedText = style(
  inFragments({
    margin: 0,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  }),
);

export const error = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const errorText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical }),
);

/** The table's frame: scrolls sideways on narrow screens and is focusable so the keyboard can scroll it. */
export const scroll = style(
  inFragments({
    overflowX: 'auto',
    maxWidth: '100%',
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
    },
  }),
);

export const table = style(
  inFragments({
    borderCollapse: 'separate',
    borderSpacing: 0,
    width: '100%',
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurface,
  }),
);

const cellBase = {
  padding: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
} as const;

const headerBase = {
  ...cellBase,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
} as const;

export const header = style(inFragments(headerBase));

export const headerNumeric = style(inFragments({ ...headerBase, textAlign: 'end' }));

export const cell = style(
  inFragments({ ...cellBase, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.regular }),
);

export const numeric = style(
  inFragments({ ...cellBase, textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }),
);

export const nowrap = style(inFragments({ ...cellBase, whiteSpace: 'nowrap' }));

export const message = style(
  inFragments({ display: 'block', fontWeight: vars.fontWeight.medium, marginBlockEnd: vars.space.xs }),
);

export const badges = style(inFragments({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const pager = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const pagerButtons = style(
  inFragments({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }),
);

/** The selected group: its message, badges and facts. */
export const summary = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    minWidth: 0,
  }),
);

export const summaryTitle = style(inFragments({ overflowWrap: 'anywhere' }));

export const facts = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xs} ${vars.space.lg}`,
    margin: 0,
    fontSize: vars.fontSize.sm,
  }),
);

export const fact = style(inFragments({ display: 'flex', flexDirection: 'column' }));

export const factTerm = style(inFragments({ color: vars.color.onSurfaceMuted }));

export const factValue = style(inFragments({ margin: 0 }));

export const occurrences = style(
  inFragments({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  }),
);

export const occurrence = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    minWidth: 0,
  }),
);

export const occurrenceMeta = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `0 ${vars.space.md}`,
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
    overflowWrap: 'anywhere',
  }),
);

export const occurrenceMessage = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurface,
    overflowWrap: 'anywhere',
  }),
);

export const stack = style(inFragments({ fontSize: vars.fontSize.sm, minWidth: 0 }));

export const stackSummary = style(inFragments({ cursor: 'pointer', color: vars.color.onSurfaceMuted }));

export const stackText = style(
  inFragments({
    margin: 0,
    marginBlockStart: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xs,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
);
