import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { fragments } from '../../tokens/layers.css';
import { inFragments } from '../../tokens/inLayer';

const g = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(selector, { '@layer': { [fragments]: rule } });

export const contentArea = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }),
);

export const contentTitle = style(inFragments({ color: vars.color.onSurfaceMuted }));

/** The document as paper: serif face, generous line height (HOUSE-STYLE §8). */
export const document = style(
  inFragments({
    minWidth: 0,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.paper,
    color: vars.color.onSurface,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
    overflowWrap: 'anywhere',
    '@media': { [breakpoints.tablet]: { padding: vars.space['2xl'] } },
  }),
);

g(`${document} :where(h1, h2, h3, h4, h5, h6)`, {
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontFamily: vars.font.serif,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
g(`${document} h1`, { fontSize: vars.fontSize['2xl'], textAlign: 'center' });
g(`${document} h2`, { fontSize: vars.fontSize.xl });
g(`${document} h3`, { fontSize: vars.fontSize.lg });
g(`${document} :where(h4, h5, h6)`, { fontSize: vars.fontSize.md });
g(`${document} > :first-child`, { marginTop: 0 });
g(`${document} p`, { margin: `0 0 ${vars.space.sm}` });
g(`${document} :where(ul, ol)`, { margin: `0 0 ${vars.space.sm}`, paddingInlineStart: vars.space.xl });
g(`${document} ul[data-list="check"]`, { listStyle: 'none', paddingInlineStart: vars.space.md });
g(`${document} ul[data-list="check"] > li::before`, { content: '"☐ "' });
g(`${document} ul[data-list="check"] > li[data-checked="true"]::before`, { content: '"☑ "' });
g(`${document} blockquote`, {
  margin: `0 0 ${vars.space.sm}`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.size.focusRing} solid ${vars.color.border}`,
  color: vars.color.onSurfaceMuted,
});
g(`${document} pre`, {
  margin: `0 0 ${vars.space.sm}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
});
g(`${document} code`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
g(`${document} a`, { color: vars.color.accent });
g(`${document} img`, { maxWidth: '100%', height: 'auto' });
g(`${document} .le-external-block`, { display: 'block', margin: `0 0 ${vars.space.sm}` });
g(`${document} a.le-external`, {
  display: 'inline-block',
  paddingInline: vars.space.xs,
  paddingBlock: vars.space['3xs'],
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
});
g(`${document} hr`, {
  margin: `${vars.space.md} 0`,
  border: 'none',
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});
g(`${document} .le-align-center`, { textAlign: 'center' });
g(`${document} .le-align-right`, { textAlign: 'right' });
g(`${document} .le-align-justify`, { textAlign: 'justify' });
for (let level = 1; level <= 8; level += 1) {
  g(`${document} .le-indent-${level}`, { paddingInlineStart: `calc(${vars.space.xl} * ${level})` });
}
g(`${document} .le-size-small`, { fontSize: vars.fontSize.sm });
g(`${document} .le-size-large`, { fontSize: vars.fontSize.lg });
g(`${document} .le-size-huge`, { fontSize: vars.fontSize['2xl'] });
g(`${document} .le-font-serif`, { fontFamily: vars.font.serif });
g(`${document} .le-font-sans`, { fontFamily: vars.font.sans });
g(`${document} .le-font-mono`, { fontFamily: vars.font.mono });
g(`${document} .le-formula`, { fontFamily: vars.font.mono, fontStyle: 'italic' });

/** A legal citation linked to its article (in the HTML document, the sections and the basic data). */
export const citationLink = style(
  inFragments({
    color: vars.color.accent,
    textDecoration: 'underline',
    textDecorationThickness: vars.size.border,
    textUnderlineOffset: vars.space['3xs'],
  }),
);

export const documentSection = style(inFragments({ marginBottom: vars.space.md }));

export const preLine = style(inFragments({ whiteSpace: 'pre-line' }));

export const generate = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.accent}`,
    background: vars.color.accentSoft,
  }),
);

export const generateHead = style(
  inFragments({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm }),
);

export const generateIcon = style(inFragments({ flexShrink: 0, color: vars.color.accent }));

export const generateText = style(
  inFragments({
    margin: `${vars.space['3xs']} 0 0`,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);

export const generateButton = style(inFragments({ alignSelf: 'flex-start' }));

export const sections = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
  }),
);

export const section = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'] }),
);

export const sectionLabel = style(
  inFragments({
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurfaceMuted,
  }),
);

export const sectionText = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 4,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }),
);

export const empty = style(
  inFragments({
    margin: 0,
    padding: vars.space.xl,
    textAlign: 'center',
    color: vars.color.onSurfaceMuted,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} dashed ${vars.color.border}`,
  }),
);
