import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    background: vars.color.surface,
    borderBlock: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

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
    overflowWrap: 'anywhere',
    '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['3xl'] } },
  }),
);

export const list = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.xl,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    '@media': {
      [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['2xl'] },
    },
  }),
);

/** Icon beside the text on phones and tablets; icon above the text, centred, on desktops. */
export const item = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    '@media': {
      [breakpoints.desktop]: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
    },
  }),
);

export const iconBadge = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    borderRadius: vars.radius.full,
    background: vars.color.accentSoft,
    color: vars.color.onAccentSoft,
    boxShadow: `0 0 0 ${vars.space['2xs']} ${vars.color.surface}, 0 0 0 calc(${vars.space['2xs']} + ${vars.size.border}) ${vars.color.border}`,
  }),
);

export const itemText = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);

/** `textAlign: inherit` so the heading follows the item's alignment (centred on desktops). */
export const itemTitle = style(
  inFragments({ fontSize: vars.fontSize.lg, textAlign: 'inherit', overflowWrap: 'anywhere' }),
);

export const itemDescription = style(
  inFragments({
    maxWidth: vars.size.measureMd,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
  }),
);
