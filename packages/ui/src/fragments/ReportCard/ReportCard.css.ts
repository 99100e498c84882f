import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    gap: vars.space.sm,
    height: '100%',
    minWidth: 0,
    fontFamily: vars.font.sans,
    selectors: {
      '&[data-status="error"]': { borderColor: vars.color.critical },
    },
  }),
);

export const top = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
  }),
);

export const updated = style(inFragments({ color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }));

export const heading = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 }),
);

export const title = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
    overflowWrap: 'anywhere',
  }),
);

export const meta = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3xs'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    minWidth: 0,
  }),
);

export const metaItem = style(
  inFragments({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const muted = style(inFragments({ fontStyle: 'italic' }));

export const aiBanner = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    paddingBlock: vars.space['2xs'],
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.accentSoft,
    color: vars.color.onAccentSoft,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const aiPercent = style(
  inFragments({ marginInlineStart: 'auto', fontWeight: vars.fontWeight.semibold }),
);

export const description = style(
  inFragments({
    margin: 0,
    color: vars.color.onSurface,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 3,
    overflow: 'hidden',
  }),
);

export const actions = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['2xs'],
    marginTop: 'auto',
    paddingTop: vars.space.xs,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  }),
);
