import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const root = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 }),
);

export const label = style(
  inComponents({
    display: 'block',
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurface,
    selectors: { '&[data-disabled]': { color: vars.color.onSurfaceMuted } },
  }),
);

/** The '*' after a required label. */
export const requiredMark = style(
  inComponents({
    color: vars.color.critical,
    marginInlineStart: vars.space['3xs'],
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const description = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

export const error = style(
  inComponents({
    margin: 0,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2xs'],
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.critical,
  }),
);

/** Keeps the error icon on the first line of a wrapped message. */
export const errorIcon = style(inComponents({ marginBlockStart: vars.space['3xs'] }));
