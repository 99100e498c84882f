import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { fragments } from '../../tokens/layers.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    position: 'relative',
    overflow: 'hidden',
    background: [
      `radial-gradient(ellipse 70% 60% at 90% 0%, ${vars.color.accentSoft}, transparent)`,
      `linear-gradient(to bottom, ${vars.color.surface}, ${vars.color.background})`,
    ].join(', '),
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const inner = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space['2xl'],
    '@media': {
      [breakpoints.desktop]: {
        gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
        gap: vars.space['3xl'],
      },
    },
  }),
);

export const copy = style(
  inFragments({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg }),
);

export const eyebrow = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space['2xs'],
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.onSurface,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    boxShadow: vars.shadow.sm,
    '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.sm } },
  }),
);

export const eyebrowTag = style(
  inFragments({
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  }),
);

export const title = style(
  inFragments({
    fontSize: vars.fontSize['3xl'],
    letterSpacing: '-0.02em',
    lineHeight: 1.1,
    maxWidth: '18ch',
    '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['4xl'] } },
  }),
);

globalStyle(`${title} em`, {
  '@layer': {
    [fragments]: { fontStyle: 'italic', fontWeight: vars.fontWeight.regular, color: vars.color.accent },
  },
});

export const lead = style(
  inFragments({
    maxWidth: '58ch',
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.relaxed,
    color: vars.color.onSurfaceMuted,
  }),
);

export const actions = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.xs,
    width: '100%',
    '@media': { [breakpoints.tablet]: { width: 'auto' } },
  }),
);

/** Full-width actions on phones, natural width from tablet up. */
export const action = style(
  inFragments({
    flex: '1 1 100%',
    '@media': { [breakpoints.tablet]: { flex: '0 0 auto' } },
  }),
);

export const note = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
);

export const noteIcon = style(inFragments({ color: vars.color.positive }));

/* ---------- Decorative illustration: a document under analysis, built from tokens ---------- */

export const art = style(
  inFragments({
    position: 'relative',
    width: '100%',
    maxWidth: vars.size.dialog,
    marginInline: 'auto',
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.md,
    '@media': { [breakpoints.tablet]: { paddingInline: vars.space.xl } },
  }),
);

export const paper = style(
  inFragments({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.paper,
    boxShadow: vars.shadow.lg,
  }),
);

export const paperHeader = style(
  inFragments({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlockEnd: vars.space.md,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const fileIcon = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    borderRadius: vars.radius.md,
    background: vars.color.accentSoft,
    color: vars.color.onAccentSoft,
    flexShrink: 0,
  }),
);

export const fileText = style(
  inFragments({
    minWidth: 0,
    paddingInlineEnd: vars.space.xl,
    '@media': { [breakpoints.tablet]: { paddingInlineEnd: 0 } },
  }),
);

export const fileName = style(
  inFragments({
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurface,
  }),
);

export const fileMeta = style(inFragments({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }));

export const lines = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const line = style(
  inFragments({
    height: vars.space.xs,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
  }),
);

export const highlight = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    borderInlineStart: `${vars.space['2xs']} solid ${vars.color.accent}`,
    background: vars.color.accentSoft,
  }),
);

export const highlightLine = style(
  inFragments({
    height: vars.space.xs,
    borderRadius: vars.radius.full,
    background: `color-mix(in srgb, ${vars.color.accent} 35%, transparent)`,
  }),
);

export const chips = style(inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const chip = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    paddingBlock: vars.space['3xs'],
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.onSurface,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const floating = style(
  inFragments({
    position: 'absolute',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.md,
    color: vars.color.onSurface,
    fontSize: vars.fontSize.xs,
  }),
);

export const floatingTop = style(inFragments({ top: 0, insetInlineEnd: 0 }));
export const floatingBottom = style(inFragments({ bottom: 0, insetInlineStart: 0 }));

export const floatingIcon = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.full,
    flexShrink: 0,
  }),
);

export const positiveIcon = style(
  inFragments({ background: vars.color.positiveSoft, color: vars.color.positive }),
);
export const accentIcon = style(
  inFragments({ background: vars.color.accentSoft, color: vars.color.onAccentSoft }),
);

export const floatingValue = style(
  inFragments({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurface,
  }),
);

export const floatingLabel = style(inFragments({ color: vars.color.onSurfaceMuted }));
