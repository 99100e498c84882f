import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const title = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
  }),
);

/** Pager and method on one side, the jump field on the other; wraps on phones. */
export const nav = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const pager = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const position = style(
  inFragments({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.onSurface,
    fontVariantNumeric: 'tabular-nums',
    paddingInline: vars.space.xs,
  }),
);

export const jump = style(inFragments({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs }));

export const jumpField = style(inFragments({ width: vars.space['4xl'] }));

/** The page: paper surface, serif reading face, scrolls inside long pages. */
export const paper = style(
  inFragments({
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.paper,
    color: vars.color.onSurface,
    maxHeight: '70vh',
    overflowY: 'auto',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRing,
      },
    },
  }),
);

/** The extracted text: serif, line breaks kept, long words broken. */
export const text = style(
  inFragments({
    margin: 0,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
);

export const emptyPage = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
    fontStyle: 'italic',
  }),
);

/** A legal citation of the text linked to its article. */
export const citationLink = style(
  inFragments({
    color: vars.color.accent,
    textDecoration: 'underline',
    textDecorationThickness: vars.size.border,
    textUnderlineOffset: vars.space['3xs'],
  }),
);
