import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The card: full width of its column, text wraps instead of overflowing. */
export const root = style(inFragments({ minWidth: 0, overflowWrap: 'anywhere' }));

export const body = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

/** The plan's name, large. */
export const plan = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
  }),
);

/** The bar spans the card. */
export const meter = style(inFragments({ alignSelf: 'stretch' }));

export const muted = style(
  inFragments({
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

export const error = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.critical,
  }),
);

export const errorText = style(inFragments({ margin: 0 }));
