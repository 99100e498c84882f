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
    fontFamily: vars.font.sans,
  }),
);

export const main = style(inFragments({ flex: '1 0 auto' }));

/** Centred content column with the page gutters. */
export const inner = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
  }),
);

export const intro = style(
  inFragments({
    background: vars.color.surfaceSunken,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const introInner = style(
  inFragments({
    gap: vars.space.md,
    paddingBlock: vars.space['2xl'],
    '@media': { [breakpoints.desktop]: { paddingBlock: vars.space['3xl'] } },
  }),
);

export const eyebrow = style(
  inFragments({
    color: vars.color.accent,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  }),
);

export const title = style(
  inFragments({
    maxWidth: vars.size.measureXl,
    fontSize: vars.fontSize['3xl'],
    letterSpacing: '-0.015em',
    overflowWrap: 'anywhere',
    '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['4xl'] } },
  }),
);

export const lead = style(
  inFragments({
    maxWidth: vars.size.measureLg,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.relaxed,
  }),
);

export const section = style(inFragments({ background: vars.color.background }));

export const sectionMuted = style(
  inFragments({
    background: vars.color.surfaceMuted,
    borderBlock: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const sectionInner = style(
  inFragments({
    gap: vars.space.md,
    paddingBlock: vars.space['2xl'],
    '@media': { [breakpoints.desktop]: { paddingBlock: vars.space['3xl'] } },
  }),
);

export const sectionTitle = style(
  inFragments({
    maxWidth: vars.size.measureLg,
    fontSize: vars.fontSize['2xl'],
    overflowWrap: 'anywhere',
    scrollMarginTop: vars.space['3xl'],
  }),
);

/** Section content: sans body text at a readable measure. */
export const body = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    maxWidth: vars.size.contentNarrow,
    minWidth: 0,
    color: vars.color.onSurface,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
    overflowWrap: 'break-word',
  }),
);

g(`${body} :where(p, ul, ol)`, { margin: 0 });
g(`${body} :where(ul, ol)`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
});
g(`${body} li::marker`, { color: vars.color.accent });
g(`${body} strong`, { fontWeight: vars.fontWeight.semibold });
g(`${body} a`, { color: vars.color.accent, textUnderlineOffset: '0.15em' });

export const cta = style(
  inFragments({
    background: vars.color.accentSoft,
    borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const ctaInner = style(
  inFragments({
    alignItems: 'center',
    gap: vars.space.md,
    paddingBlock: vars.space['2xl'],
    textAlign: 'center',
    '@media': { [breakpoints.desktop]: { paddingBlock: vars.space['3xl'] } },
  }),
);

export const ctaTitle = style(
  inFragments({
    maxWidth: vars.size.measure,
    color: vars.color.onAccentSoft,
    fontSize: vars.fontSize['2xl'],
    overflowWrap: 'anywhere',
    '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['3xl'] } },
  }),
);

export const ctaDescription = style(
  inFragments({
    maxWidth: vars.size.measure,
    color: vars.color.onAccentSoft,
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.relaxed,
  }),
);

export const ctaActions = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignSelf: 'stretch',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.xs,
    '@media': {
      [breakpoints.tablet]: { flexDirection: 'row', alignSelf: 'center', justifyContent: 'center' },
    },
  }),
);

export const ctaAction = style(
  inFragments({ width: '100%', '@media': { [breakpoints.tablet]: { width: 'auto' } } }),
);
