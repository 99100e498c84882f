import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const sentText = style(
  inFragments({
    margin: 0,
    textAlign: 'center',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
    overflowWrap: 'anywhere',
  }),
);

export const email = style(
  inFragments({ color: vars.color.onSurface, fontWeight: vars.fontWeight.semibold }),
);
