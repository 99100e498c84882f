import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

/** Box in the first column, label and messages in the second. */
export const root = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.xs,
    rowGap: vars.space['3xs'],
    alignItems: 'start',
    fontFamily: vars.font.sans,
  }),
);

/** The square. Its row is one line of label text tall, so it centres on the first line. */
export const box = style(
  inComponents({
    gridColumn: 1,
    gridRow: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    marginBlockStart: `calc((${vars.fontSize.sm} * ${vars.lineHeight.normal} - ${vars.size.iconMd}) / 2)`,
    padding: 0,
    border: `${vars.size.border} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.onAccent,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent },
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

export const indicator = style(inComponents({ display: 'inline-flex' }));

export const text = style(
  inComponents({ gridColumn: 2, display: 'flex', flexDirection: 'column', gap: vars.space['3xs'] }),
);

export const label = style(
  inComponents({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurface,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { color: vars.color.onSurfaceMuted, cursor: 'not-allowed' } },
  }),
);
