import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { fragments } from '../../tokens/layers.css';
import { inFragments } from '../../tokens/inLayer';

const g = (selector: string, s: GlobalStyleRule) => globalStyle(selector, { '@layer': { [fragments]: s } });

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100%',
    background: vars.color.background,
    color: vars.color.onSurface,
  }),
);

export const main = style(
  inFragments({
    flex: '1 0 auto',
    paddingInline: vars.space.md,
    paddingBlock: vars.space['2xl'],
    '@media': {
      [breakpoints.tablet]: { paddingInline: vars.space.lg, paddingBlock: vars.space['3xl'] },
    },
  }),
);

/** The document sheet: the readable measure, on paper. */
export const article = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    maxWidth: vars.size.contentNarrow,
    marginInline: 'auto',
    minWidth: 0,
  }),
);

export const back = style(
  inFragments({ fontFamily: vars.font.sans, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceMuted }),
);

export const docHeader = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    paddingBlockEnd: vars.space.lg,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const title = style(
  inFragments({
    fontSize: vars.fontSize['3xl'],
    letterSpacing: '-0.01em',
    overflowWrap: 'anywhere',
    '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['4xl'] } },
  }),
);

export const updated = style(
  inFragments({ fontFamily: vars.font.sans, fontSize: vars.fontSize.sm, color: vars.color.onSurfaceMuted }),
);

export const lead = style(
  inFragments({
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.relaxed,
    color: vars.color.onSurfaceMuted,
  }),
);

export const toc = style(
  inFragments({
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    fontFamily: vars.font.sans,
    '@media': { [breakpoints.tablet]: { padding: vars.space.lg } },
  }),
);

export const tocTitle = style(
  inFragments({
    marginBlockEnd: vars.space.xs,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: vars.color.onSurfaceMuted,
  }),
);

export const tocList = style(
  inFragments({
    display: 'grid',
    gap: vars.space['2xs'],
    margin: 0,
    padding: 0,
    // Section titles usually carry their own numbers ('1. Responsable…'): no second marker.
    listStyle: 'none',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const tocLink = style(
  inFragments({
    color: vars.color.accent,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  }),
);

export const section = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

export const sectionTitle = style(
  inFragments({
    fontSize: vars.fontSize.xl,
    overflowWrap: 'anywhere',
    // In-page anchors land below the sticky site header.
    scrollMarginTop: vars.space['3xl'],
  }),
);

/** Serif body text: the rich content of each section. */
export const prose = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.relaxed,
    color: vars.color.onSurface,
    overflowWrap: 'break-word',
  }),
);

g(`${prose} :where(p, ul, ol, blockquote)`, { margin: 0 });
g(`${prose} :where(ul, ol)`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
});
g(`${prose} li::marker`, { color: vars.color.onSurfaceMuted });
g(`${prose} :where(li > ul, li > ol)`, { marginBlockStart: vars.space.xs });
g(`${prose} strong`, { fontWeight: vars.fontWeight.semibold });
g(`${prose} a`, {
  color: vars.color.accent,
  textDecorationThickness: vars.size.border,
  textUnderlineOffset: '0.15em',
  overflowWrap: 'anywhere',
});
g(`${prose} a:hover`, { color: vars.color.accentHover });
g(`${prose} blockquote`, {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `${vars.size.focusRing} solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.onSurface,
  fontStyle: 'italic',
});

/** The focusable region that lets a wide table scroll sideways. */
export const tableScroll = style(
  inFragments({
    maxWidth: '100%',
    overflowX: 'auto',
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const table = style(
  inFragments({
    width: '100%',
    minWidth: vars.size.measureMd,
    borderCollapse: 'collapse',
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

g(`${table} caption`, {
  padding: vars.space.sm,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.onSurfaceMuted,
});
g(`${table} :where(th, td)`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});
g(`${table} th`, {
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.onSurface,
});
g(`${table} tr:last-child > td`, { borderBottom: 'none' });
