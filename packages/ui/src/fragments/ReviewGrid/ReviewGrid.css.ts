import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
  }),
);

export const top = style(inFragments({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

export const headerIcon = style(inFragments({ color: vars.color.onSurfaceMuted }));

export const description = style(
  inFragments({
    margin: 0,
    maxWidth: vars.size.measure,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);

export const form = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const actions = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const loading = style(
  inFragments({
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const result = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }),
);

export const resultBar = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const hint = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceMuted }),
);

/** The table's frame: scrolls sideways on narrow screens, focusable (see the component). */
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
  inFragments({
    ...cellBase,
    minWidth: vars.size.field,
    maxWidth: vars.size.measureXs,
    background: vars.color.surfaceMuted,
    fontWeight: vars.fontWeight.semibold,
  }),
);

/** The first column (the document's name) stays in view while the table scrolls sideways. */
export const documentCell = style(
  inFragments({
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    minWidth: `calc(${vars.size.field} / 2)`,
    maxWidth: `calc(${vars.size.field} * 0.75)`,
    borderInlineEnd: `${vars.size.border} solid ${vars.color.border}`,
    overflowWrap: 'anywhere',
  }),
);

export const rowHeader = style(
  inFragments({
    ...cellBase,
    background: vars.color.surfaceMuted,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const questionNumber = style(
  inFragments({
    display: 'block',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.onSurfaceMuted,
  }),
);

export const questionText = style(inFragments({ display: 'block' }));

export const cell = style(
  inFragments({
    ...cellBase,
    minWidth: vars.size.field,
    maxWidth: vars.size.measureXs,
    overflowWrap: 'anywhere',
  }),
);

export const answer = style(
  inFragments({ display: 'block', fontFamily: vars.font.serif, lineHeight: vars.lineHeight.normal }),
);

export const pages = style(
  inFragments({
    display: 'block',
    marginBlockStart: vars.space.xs,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.onSurface,
  }),
);

export const notFound = style(inFragments({ color: vars.color.onSurfaceMuted, fontStyle: 'italic' }));
