import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const group = style(inComponents({ display: 'flex', minWidth: 0 }));

export const orientation = styleVariants({
  vertical: inComponents({ flexDirection: 'column', gap: vars.space.sm }),
  horizontal: inComponents({
    flexDirection: 'row',
    flexWrap: 'wrap',
    columnGap: vars.space.lg,
    rowGap: vars.space.sm,
  }),
});

/** One option: the circle in the first column, label and description in the second. */
export const option = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.xs,
    rowGap: vars.space['3xs'],
    alignItems: 'start',
    fontFamily: vars.font.sans,
  }),
);

export const radio = style(
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
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    cursor: 'pointer',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent },
      '&[data-state="checked"]': { borderColor: vars.color.accent },
      '[data-invalid] &': { borderColor: vars.color.critical },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

/** The filled dot of the chosen option. */
export const dot = style(
  inComponents({
    display: 'block',
    width: `calc(${vars.size.iconMd} / 2)`,
    height: `calc(${vars.size.iconMd} / 2)`,
    borderRadius: vars.radius.full,
    background: vars.color.accent,
  }),
);

export const text = style(
  inComponents({ gridColumn: 2, display: 'flex', flexDirection: 'column', gap: vars.space['3xs'] }),
);

export const label = style(
  inComponents({
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurface,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { color: vars.color.onSurfaceMuted, cursor: 'not-allowed' } },
  }),
);
