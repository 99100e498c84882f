import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.onSurface,
  }),
);

export const top = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const intro = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], flex: '1 1 16rem' }),
);

export const header = style(inFragments({ display: 'flex', alignItems: 'center', gap: vars.space.xs }));

export const headerIcon = style(inFragments({ color: vars.color.accent }));

export const muted = style(
  inFragments({ margin: 0, color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }),
);

export const errorText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical }),
);

export const summary = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const checkedAt = style(
  inFragments({ color: vars.color.onSurfaceMuted, fontWeight: vars.fontWeight.regular }),
);

export const list = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space['2xs'],
    background: vars.color.surfaceMuted,
    selectors: {
      '&[data-verdict="ok"]': { borderInlineStartColor: vars.color.positive },
      '&[data-verdict="warn"]': { borderInlineStartColor: vars.color.warning },
      '&[data-verdict="fail"]': { borderInlineStartColor: vars.color.critical },
    },
  }),
);

export const icon = styleVariants({
  ok: inFragments({ flexShrink: 0, color: vars.color.positive }),
  warn: inFragments({ flexShrink: 0, color: vars.color.warning }),
  fail: inFragments({ flexShrink: 0, color: vars.color.critical }),
});

export const body = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 }),
);

export const line = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const name = style(inFragments({ fontWeight: vars.fontWeight.semibold }));

export const latency = style(
  inFragments({
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const detail = style(inFragments({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' }));
