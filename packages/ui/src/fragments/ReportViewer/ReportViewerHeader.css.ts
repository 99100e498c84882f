import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const header = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const titleRow = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
  }),
);

export const titleBlock = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    flex: `1 1 ${vars.size.cardColumn}`,
    minWidth: 0,
  }),
);

export const badges = style(inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const title = style(inFragments({ overflowWrap: 'anywhere' }));

export const meta = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    margin: 0,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  }),
);

export const metaValue = style(
  inFragments({ color: vars.color.onSurface, fontWeight: vars.fontWeight.medium }),
);

export const actions = style(inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));
