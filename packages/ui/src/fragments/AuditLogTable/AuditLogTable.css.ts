/** Styles of the AuditLogTable: filters, frame, cells (the same look as AdminUsersTable). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

/** Filters above the table: wrap on narrow screens. */
export const toolbar = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space.sm,
  }),
);

export const filter = style(inFragments({ flex: `1 1 calc(${vars.size.field} / 2)`, minWidth: 0 }));

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
    // Narrow screens scroll the table sideways instead of breaking words letter by letter.
    minWidth: vars.size.contentNarrow,
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

export const header = style(
  inFragments({
    ...cellBase,
    background: vars.color.surfaceMuted,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  }),
);

export const cell = style(inFragments({ ...cellBase, overflowWrap: 'anywhere' }));

export const numeric = style(inFragments({ ...cellBase, textAlign: 'end', whiteSpace: 'nowrap' }));

export const nowrap = style(inFragments({ ...cellBase, whiteSpace: 'nowrap' }));

export const primary = style(inFragments({ display: 'block', fontWeight: vars.fontWeight.medium }));
