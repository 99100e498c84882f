import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** 'Recordarme' and '¿Olvidaste tu contraseña?' on one row, wrapping on narrow screens. */
export const row = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    fontSize: vars.fontSize.sm,
  }),
);
