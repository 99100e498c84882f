import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid`,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
    '@media': { [breakpoints.tablet]: { paddingInline: vars.space.lg } },
  }),
);

/** Active trial: accent; last three days: warning; ended: critical. */
export const tone = styleVariants({
  active: inFragments({ background: vars.color.accentSoft, borderColor: vars.color.accentSoft }),
  ending: inFragments({ background: vars.color.warningSoft, borderColor: vars.color.warning }),
  expired: inFragments({ background: vars.color.criticalSoft, borderColor: vars.color.critical }),
});

export const icon = style(inFragments({ flexShrink: 0, alignSelf: 'flex-start' }));

export const iconTone = styleVariants({
  active: inFragments({ color: vars.color.onAccentSoft }),
  ending: inFragments({ color: vars.color.warning }),
  expired: inFragments({ color: vars.color.critical }),
});

export const text = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3xs'],
    flex: `1 1 ${vars.size.field}`,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const title = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const detail = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

export const action = style(inFragments({ flexShrink: 0 }));
