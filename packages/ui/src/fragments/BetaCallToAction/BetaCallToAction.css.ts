import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    background: vars.color.surfaceSunken,
    borderBlock: `${vars.size.border} solid ${vars.color.border}`,
    fontFamily: vars.font.sans,
  }),
);

export const inner = style(inFragments({}));

/** The raised card holding the offer and the figures, washed with the soft accent. */
export const panel = style(
  inFragments({
    position: 'relative',
    overflow: 'hidden',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['2xl'],
    padding: vars.space.lg,
    borderRadius: vars.radius.xl,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderBlockStart: `calc(${vars.size.border} * 4) solid ${vars.color.accent}`,
    background: [
      `radial-gradient(ellipse 80% 70% at 100% 0%, ${vars.color.accentSoft}, transparent)`,
      vars.color.surface,
    ].join(', '),
    boxShadow: vars.shadow.md,
    '@media': {
      [breakpoints.tablet]: { padding: vars.space['2xl'] },
      [breakpoints.desktop]: {
        gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
        alignItems: 'center',
        gap: vars.space['3xl'],
        padding: vars.space['3xl'],
      },
    },
  }),
);

export const panelSingle = style(
  inFragments({ '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } } }),
);

export const offer = style(
  inFragments({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md }),
);

export const eyebrow = style(
  inFragments({
    paddingInline: vars.space.sm,
    paddingBlock: vars.space['3xs'],
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  }),
);

export const title = style(
  inFragments({
    fontSize: vars.fontSize['2xl'],
    letterSpacing: '-0.01em',
    overflowWrap: 'anywhere',
    '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['3xl'] } },
  }),
);

export const lead = style(
  inFragments({
    maxWidth: vars.size.measure,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.relaxed,
  }),
);

export const benefits = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    alignSelf: 'stretch',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    paddingBlock: vars.space.xs,
    '@media': {
      [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg },
    },
  }),
);

export const benefit = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    color: vars.color.onSurface,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const check = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.iconLg,
    height: vars.size.iconLg,
    borderRadius: vars.radius.full,
    background: vars.color.positiveSoft,
    color: vars.color.positive,
  }),
);

export const actions = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    alignSelf: 'stretch',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.xs,
    '@media': {
      [breakpoints.tablet]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.lg },
    },
  }),
);

export const action = style(
  inFragments({ width: '100%', '@media': { [breakpoints.tablet]: { width: 'auto' } } }),
);

export const launch = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const launchIcon = style(inFragments({ color: vars.color.accent }));

export const figures = style(
  inFragments({
    alignSelf: 'stretch',
    justifyContent: 'center',
    padding: vars.space.sm,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceSunken,
    border: `${vars.size.border} solid ${vars.color.border}`,
    '@media': {
      [breakpoints.tablet]: { padding: vars.space.md },
      [breakpoints.desktop]: { padding: vars.space.lg },
    },
  }),
);
