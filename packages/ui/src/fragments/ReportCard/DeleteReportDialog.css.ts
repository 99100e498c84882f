import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const description = style(inFragments({ overflowWrap: 'anywhere' }));

export const error = style(
  inFragments({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm }),
);
