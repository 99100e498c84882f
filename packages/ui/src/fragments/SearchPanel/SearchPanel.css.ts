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
  }),
);

export const form = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

/** The field takes the room; 'Buscar' sits at its baseline and wraps under it on phones. */
export const queryRow = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm }),
);

export const queryField = style(inFragments({ flex: `1 1 ${vars.size.field}`, minWidth: 0 }));

/** The scope control and, beside or under it, the case and law selects. */
export const filters = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md }),
);

export const scope = style(inFragments({ flex: '0 1 auto', minWidth: 0 }));

export const selects = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flex: `1 1 ${vars.size.field}` }),
);

export const select = style(inFragments({ flex: `1 1 ${vars.size.field}`, minWidth: 0 }));

/** Idle: the hint and the example questions. */
export const idle = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const hint = style(
  inFragments({
    margin: 0,
    maxWidth: vars.size.measure,
    fontSize: vars.fontSize.md,
    color: vars.color.onSurfaceMuted,
  }),
);

export const examples = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const examplesLabel = style(
  inFragments({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.onSurface,
  }),
);

export const chips = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** An example question: a pill that searches it. */
export const chip = style(
  inFragments({
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    color: vars.color.onAccentSoft,
    background: vars.color.accentSoft,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.full,
    paddingBlock: vars.space['2xs'],
    paddingInline: vars.space.sm,
    cursor: 'pointer',
    textAlign: 'start',
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
    },
  }),
);

/** The public legislation is not loaded: an info panel. */
export const notice = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.info}`,
    background: vars.color.infoSoft,
    color: vars.color.onSurface,
  }),
);

export const noticeIcon = style(inFragments({ display: 'inline-flex', color: vars.color.info }));

export const noticeBody = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);

export const noticeTitle = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const noticeText = style(inFragments({ margin: 0, fontSize: vars.fontSize.sm }));

export const code = style(
  inFragments({
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    background: vars.color.surface,
    borderRadius: vars.radius.sm,
    paddingInline: vars.space['3xs'],
  }),
);

export const results = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const resultsHead = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm }),
);

export const resultsTitle = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
  }),
);

export const count = style(inFragments({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceMuted }));

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
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    selectors: { '&:focus-within': { borderColor: vars.color.accent } },
  }),
);

export const article = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const itemHead = style(inFragments({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs }));

export const fileIcon = style(
  inFragments({
    display: 'inline-flex',
    paddingBlockStart: vars.space['3xs'],
    color: vars.color.onSurfaceMuted,
  }),
);

export const filename = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
    minWidth: 0,
  }),
);

/** Source, pages, relevance and method, separated by dots. */
export const meta = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: vars.space['3xs'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);

/** The section heading above the passage. */
/** A result's title: the link (or button) that opens it, the target of the arrow keys. */
export const open = style(
  inFragments({
    font: 'inherit',
    color: 'inherit',
    textAlign: 'start',
    background: 'none',
    border: 'none',
    padding: 0,
    cursor: 'pointer',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { textDecoration: 'underline', color: vars.color.accent },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
    },
  }),
);

export const heading = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.onSurface,
  }),
);

/** The passage: legal text in the serif face, line breaks kept. */
export const passage = style(
  inFragments({
    margin: 0,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
    color: vars.color.onSurface,
    whiteSpace: 'pre-line',
  }),
);

/** A matched word. */
export const mark = style(
  inFragments({
    background: vars.color.warningSoft,
    color: vars.color.onSurface,
    fontWeight: vars.fontWeight.semibold,
    borderRadius: vars.radius.sm,
    paddingInline: vars.space['3xs'],
  }),
);
