import { style, styleVariants } from '@vanilla-extract/css';
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

/** The entities switch and, when on, the legend of the kinds on the page. */
export const entityBar = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const legend = style(
  inFragments({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
  }),
);

export const legendItem = style(
  inFragments({
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    paddingInline: vars.space.xs,
  }),
);

const markBase = {
  color: vars.color.onSurface,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space['3xs'],
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
} as const;

/** One soft background per kind of entity (marks in the text and the legend's chips). */
export const entity = styleVariants({
  persona: inFragments({ ...markBase, background: vars.color.accentSoft }),
  organizacion: inFragments({ ...markBase, background: vars.color.infoSoft }),
  tribunal: inFragments({ ...markBase, background: vars.color.infoSoft, fontWeight: vars.fontWeight.medium }),
  lugar: inFragments({ ...markBase, background: vars.color.positiveSoft }),
  fecha: inFragments({ ...markBase, background: vars.color.warningSoft }),
  importe: inFragments({ ...markBase, background: vars.color.highlightSoft }),
  referencia: inFragments({ ...markBase, background: vars.color.surfaceSunken }),
  identificador: inFragments({ ...markBase, background: vars.color.surfaceSunken, fontStyle: 'italic' }),
});
