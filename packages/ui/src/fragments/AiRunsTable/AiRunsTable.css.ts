/** Styles of AiRunsTable: the filters, the table of runs (the look of the admin tables) and the pager. */
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

export const date = style(inFragments({ flex: '0 1 10rem', minWidth: '9rem' }));

export const search = style(inFragments({ flex: '1 1 12rem', minWidth: 0 }));

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
  inFragments({ margin: 0, color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }),
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
  inFragments({
    ...cellBase,
    overflowWrap: 'anywhere',
    fontWeight: vars.fontWeight.regular,
    minWidth: '10rem',
  }),
);

export const numeric = style(
  inFragments({ ...cellBase, textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }),
);

export const nowrap = style(inFragments({ ...cellBase, whiteSpace: 'nowrap' }));

/** A row that opens the run's detail on click. */
export const clickableRow = style(
  inFragments({
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  }),
);

/** The input summary as the row's button: reads as text, underlined on hover and focus. */
export const open = style(
  inFragments({
    all: 'unset',
    cursor: 'pointer',
    color: vars.color.accent,
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
        borderRadius: vars.radius.sm,
      },
    },
  }),
);

export const engine = style(inFragments({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs }));

/** The failed citations next to the count. */
export const failed = style(inFragments({ color: vars.color.critical, fontWeight: vars.fontWeight.medium }));

export const mcp = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const code = style(inFragments({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs }));

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
