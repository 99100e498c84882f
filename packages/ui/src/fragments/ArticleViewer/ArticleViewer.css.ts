import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.border,
};

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

/** Holds the loading announcement without taking room. */
export const srStatus = style(inFragments({ display: 'contents' }));

export const header = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const titleRow = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const title = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const muted = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceMuted }),
);

/** 'Norma derogada': the warning box. */
export const warning = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    marginBlockStart: vars.space.xs,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.warning}`,
    background: vars.color.warningSoft,
  }),
);

export const warningIcon = style(inFragments({ display: 'inline-flex', color: vars.color.warning }));

export const warningTitle = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold }),
);

export const warningText = style(inFragments({ margin: 0, fontSize: vars.fontSize.sm }));

/** Phones: the table of contents above the article; desktop: a side column beside it. */
export const layout = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    alignItems: 'start',
    '@media': {
      [breakpoints.desktop]: { gridTemplateColumns: `${vars.size.field} minmax(0, 1fr)` },
    },
  }),
);

export const tocSkeleton = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }),
);

export const toc = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    '@media': {
      [breakpoints.desktop]: { position: 'sticky', top: vars.space.md },
    },
  }),
);

/** Only phones and tablets collapse the table of contents. */
export const tocToggle = style(
  inFragments({
    alignSelf: 'flex-start',
    '@media': { [breakpoints.desktop]: { display: 'none' } },
  }),
);

export const chevron = style(
  inFragments({
    selectors: { '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
  }),
);

/** The scrollable list of articles; closed on phones until the toggle opens it. */
export const tocList = style(
  inFragments({
    position: 'relative',
    display: 'none',
    flexDirection: 'column',
    gap: vars.space['3xs'],
    margin: 0,
    padding: vars.space['3xs'],
    listStyle: 'none',
    maxBlockSize: vars.size.editorHeight,
    overflowY: 'auto',
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    selectors: { '&[data-open]': { display: 'flex' } },
    '@media': { [breakpoints.desktop]: { display: 'flex' } },
  }),
);

export const tocLink = style(
  inFragments({
    display: 'block',
    paddingBlock: vars.space['2xs'],
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
      '&[aria-current]': {
        background: vars.color.accentSoft,
        color: vars.color.onAccentSoft,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  }),
);

export const main = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }),
);

export const article = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.paper,
  }),
);

export const articleHeading = style(
  inFragments({
    margin: 0,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    selectors: { '&:focus-visible': focusRing },
  }),
);

/** Legal text in the serif face, at reading measure. */
export const text = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    maxWidth: vars.size.measureLg,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
  }),
);

export const paragraph = style(inFragments({ margin: 0, whiteSpace: 'pre-line' }));

/** Editorial notes: small and muted, under a rule. */
export const notes = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    paddingBlockStart: vars.space.sm,
    borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
    maxWidth: vars.size.measureLg,
  }),
);

export const note = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

export const actions = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const citation = style(
  inFragments({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceMuted }),
);

export const external = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['3xs'],
    marginInlineStart: 'auto',
    fontSize: vars.fontSize.sm,
    color: vars.color.accent,
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': focusRing },
  }),
);

/** Previous and next: two cards side by side, stacked on phones. */
export const pager = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const pagerLink = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3xs'],
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.onSurface,
    textDecoration: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': focusRing,
    },
  }),
);

export const pagerPrevious = style(inFragments({ gridColumn: '1', textAlign: 'start' }));

export const pagerNext = style(
  inFragments({
    textAlign: 'end',
    alignItems: 'flex-end',
    '@media': { [breakpoints.tablet]: { gridColumn: '2' } },
  }),
);

export const pagerLabel = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['3xs'],
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);

export const pagerHeading = style(
  inFragments({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.accent }),
);

/** The BOE attribution line. */
export const attribution = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }),
);
