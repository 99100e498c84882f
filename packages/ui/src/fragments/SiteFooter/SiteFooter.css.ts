import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    background: vars.color.surfaceSunken,
    borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
  }),
);

export const inner = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    paddingBlockStart: vars.space['2xl'],
    paddingBlockEnd: vars.space.lg,
    '@media': {
      [breakpoints.desktop]: { paddingBlockStart: vars.space['3xl'] },
    },
  }),
);

/** Brand and link groups: 1 column on phones, 2 on tablets, brand (wider) + 3 groups on desktops. */
export const top = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.xl,
    '@media': {
      [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [breakpoints.desktop]: {
        gridTemplateColumns: 'minmax(0, 4fr) repeat(3, minmax(0, 3fr))',
        gap: vars.space['2xl'],
      },
    },
  }),
);

export const brand = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    '@media': {
      [breakpoints.tablet]: { gridColumn: '1 / -1' },
      [breakpoints.desktop]: { gridColumn: 'auto' },
    },
  }),
);

export const brandName = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const mark = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.onAccent,
    boxShadow: vars.shadow.sm,
  }),
);

export const tagline = style(
  inFragments({
    maxWidth: vars.size.measureXs,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.relaxed,
  }),
);

export const group = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }),
);

export const groupHeading = style(
  inFragments({
    margin: 0,
    color: vars.color.onSurface,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.08em',
    lineHeight: vars.lineHeight.normal,
    textTransform: 'uppercase',
  }),
);

export const links = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  }),
);

export const link = style(
  inFragments({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    textDecoration: 'none',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    overflowWrap: 'anywhere',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
      '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.fontWeight.medium },
    },
  }),
);

export const mailbox = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 }),
);

export const mailboxLabel = style(
  inFragments({
    color: vars.color.onSurface,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const mailLink = style(
  inFragments({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }),
);

export const mailIcon = style(inFragments({ flexShrink: 0, color: vars.color.accent }));

export const owner = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
    '@media': {
      [breakpoints.tablet]: { flexDirection: 'row', alignItems: 'baseline', gap: vars.space.sm },
    },
  }),
);

export const ownerHeading = style([groupHeading, inFragments({ flexShrink: 0 })]);

export const ownerText = style(
  inFragments({
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const bottom = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    '@media': {
      [breakpoints.tablet]: {
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
      },
    },
  }),
);

export const copyright = style(inFragments({ color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }));

/** Aligns the ghost button's text with the copyright on phones. */
export const cookieButton = style(
  inFragments({
    marginInlineStart: `calc(-1 * ${vars.space.sm})`,
    '@media': {
      [breakpoints.tablet]: { marginInlineStart: 0, marginInlineEnd: `calc(-1 * ${vars.space.sm})` },
    },
  }),
);
