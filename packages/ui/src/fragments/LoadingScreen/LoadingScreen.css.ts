import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '100dvh',
    padding: vars.space.md,
    background: vars.color.background,
    color: vars.color.onSurfaceMuted,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.sm,
  }),
);

export const label = style(inFragments({ margin: 0 }));
