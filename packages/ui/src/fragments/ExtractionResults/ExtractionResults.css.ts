import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    overflowWrap: 'anywhere',
    color: vars.color.onSurface,
  }),
);

export const title = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const subtitle = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const description = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceMuted }),
);

/** The query, the kind and 'Extraer': one line on desktop, stacked on phones. */
export const form = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm }),
);

export const queryField = style(inFragments({ flex: `3 1 ${vars.size.field}`, minWidth: 0 }));

export const kindField = style(inFragments({ flex: `1 1 calc(${vars.size.field} / 2)`, minWidth: 0 }));

/** One block of results (amounts, totals, dates, properties, passages). */
export const section = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

/** The amounts table's frame: scrolls sideways on narrow screens, focusable (see the component). */
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

export const header = style(
  inFragments({ ...cellBase, background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold }),
);

export const cell = style(inFragments({ ...cellBase }));

/** The amount column: figures aligned and never broken. */
export const amountCell = style(
  inFragments({
    ...cellBase,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.fontWeight.medium,
  }),
);

/** The sentence an amount, a date or a property was written in: the document's serif face. */
export const passage = style(
  inFragments({
    margin: 0,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurface,
  }),
);

export const muted = style(inFragments({ color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.xs }));

/** Totals per currency and per concept. */
export const totals = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    listStyle: 'none',
  }),
);

export const total = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
  }),
);

export const totalValue = style(
  inFragments({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold }),
);

/** Dates, properties and passages: a list of cards. */
export const list = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
  }),
);

export const itemHead = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
  }),
);

export const strong = style(inFragments({ fontWeight: vars.fontWeight.semibold }));

export const loading = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));
