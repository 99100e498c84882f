import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid color-mix(in srgb, ${vars.color.critical} 35%, transparent)`,
    background: vars.color.criticalSoft,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
  }),
);

export const icon = style(inFragments({ display: 'inline-flex', flexShrink: 0, color: vars.color.critical }));

export const body = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    flex: '1 1 auto',
    minWidth: 0,
  }),
);

export const title = style(inFragments({ color: vars.color.onSurface, overflowWrap: 'anywhere' }));

export const message = style(
  inFragments({
    color: vars.color.onSurface,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-line',
  }),
);

export const actions = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlockStart: vars.space['2xs'],
  }),
);
