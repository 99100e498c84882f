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

/** The depth choice and the 'Analizar' action. */
export const toolbar = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
  }),
);

/** The empty state's toolbar: no box of its own (the empty state is the box). */
export const toolbarPlain = style(
  inFragments({
    padding: 0,
    border: 'none',
    background: 'transparent',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'start',
  }),
);

export const progress = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

/** What the document is and where it comes from. */
export const header = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    paddingBlockEnd: vars.space.md,
    borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const typeRow = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const evidence = style(
  inFragments({
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);

export const facts = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    gap: vars.space.sm,
    margin: 0,
  }),
);

export const fact = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'] }));

export const term = style(
  inFragments({
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurfaceMuted,
  }),
);

export const definition = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }),
);

export const meta = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }),
);

export const sections = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xl }));

export const section = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const sectionTitle = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const subTitle = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurfaceMuted,
  }),
);

export const none = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
    fontStyle: 'italic',
  }),
);

export const list = style(
  inFragments({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  }),
);

/** One finding: its text and, at the end, its page. */
export const item = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.xs,
  }),
);

export const itemBody = style(
  inFragments({
    flex: '1 1 16rem',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
  }),
);

export const itemHead = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const itemText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }),
);

/** A passage quoted verbatim, in the serif reading face, marked by the accent rule. */
export const quote = style(
  inFragments({
    margin: 0,
    paddingInlineStart: vars.space.sm,
    borderInlineStart: `${vars.size.focusRing} solid ${vars.color.accent}`,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurface,
  }),
);

/** The ruling stands out: it is what a lawyer looks for first. */
export const ruling = style(
  inFragments({
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.paper,
    border: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const page = style(
  inFragments({
    flexShrink: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.onSurfaceMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const date = style(
  inFragments({
    flexShrink: 0,
    flexBasis: '11rem',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const amount = style(
  inFragments({
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const totals = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
);

export const link = style(
  inFragments({
    color: vars.color.accent,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    ':hover': { color: vars.color.accentHover },
    ':focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.border,
      borderRadius: vars.radius.sm,
    },
  }),
);

export const chips = style(inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const more = style(inFragments({ alignSelf: 'flex-start' }));
