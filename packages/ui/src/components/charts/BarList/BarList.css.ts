import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { inComponents } from '../../../tokens/inLayer';

/** The bar's length as a share of the row, 0–1; set inline per item. */
export const share = createVar();
/** The bar's colour (a tone's token); set inline per item. */
export const barColor = createVar();

export const list = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** A row: the bar behind the label, the value at the end. */
export const item = style(
  inComponents({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.xs,
    fontSize: vars.fontSize.sm,
    isolation: 'isolate',
  }),
);

export const bar = style(
  inComponents({
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    zIndex: -1,
    width: `calc(${share} * 100%)`,
    borderRadius: vars.radius.sm,
    background: barColor,
    opacity: 0.22,
  }),
);

export const label = style(inComponents({ minWidth: 0, overflowWrap: 'anywhere' }));

export const value = style(
  inComponents({ flexShrink: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.onSurface }),
);

export const empty = style(inComponents({ minHeight: vars.size.controlLg }));
