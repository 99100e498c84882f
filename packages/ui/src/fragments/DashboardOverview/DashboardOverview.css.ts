import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    minWidth: 0,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
  }),
);

export const intro = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);

export const greeting = style(inFragments({ overflowWrap: 'anywhere' }));

export const meta = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    minWidth: 0,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  }),
);

export const section = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const grid = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
  }),
);

export const item = style(inFragments({ display: 'flex' }));

/** The whole card is the link. */
export const card = style(inFragments({ flex: '1 1 auto', gap: vars.space.sm }));

export const cardTop = style(
  inFragments({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm }),
);

export const cardIcon = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    borderRadius: vars.radius.md,
    background: vars.color.accentSoft,
    color: vars.color.onAccentSoft,
  }),
);

export const chevron = style(inFragments({ color: vars.color.onSurfaceMuted, marginInlineStart: 'auto' }));

export const cardTitle = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const cardDescription = style(
  inFragments({
    margin: 0,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);
