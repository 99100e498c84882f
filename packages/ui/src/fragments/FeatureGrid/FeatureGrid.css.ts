import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(inFragments({ background: vars.color.background }));

export const inner = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xl'],
  }),
);

export const header = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: vars.size.measureLg,
    marginInline: 'auto',
    textAlign: 'center',
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
    fontSize: vars.fontSize['2xl'],
    letterSpacing: '-0.01em',
    '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['3xl'] } },
  }),
);

export const lead = style(
  inFragments({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.relaxed,
  }),
);

export const grid = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    '@media': {
      [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
      [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  }),
);

export const card = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    transition: `border-color ${vars.motion.normal} ${vars.motion.easing}, box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: { '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md } },
    '@media': { [breakpoints.desktop]: { padding: vars.space.xl } },
  }),
);

export const iconBadge = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    marginBlockEnd: vars.space.xs,
    borderRadius: vars.radius.md,
    background: vars.color.accentSoft,
    color: vars.color.onAccentSoft,
  }),
);

export const cardTitle = style(inFragments({ fontSize: vars.fontSize.lg }));

export const cardText = style(
  inFragments({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
  }),
);
