import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    gap: vars.space.sm,
    height: '100%',
    fontFamily: vars.font.sans,
    selectors: {
      '&[data-state="pending"]': { borderStyle: 'dashed', borderColor: vars.color.borderStrong },
    },
  }),
);

export const top = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const saving = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    marginInlineStart: 'auto',
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
);

export const heading = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 }),
);

export const title = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
    overflowWrap: 'anywhere',
  }),
);

export const titleLink = style(
  inFragments({
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { textDecoration: 'underline', color: vars.color.accent },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
    },
  }),
);

export const client = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurface,
    overflowWrap: 'anywhere',
  }),
);

export const muted = style(inFragments({ color: vars.color.onSurfaceMuted, fontStyle: 'italic' }));

export const tags = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['2xs'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 0,
  }),
);

export const meta = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
);

export const metaItem = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const overdue = style(inFragments({ color: vars.color.critical, fontWeight: vars.fontWeight.medium }));

export const actions = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.xs,
    marginTop: 'auto',
    paddingTop: vars.space.xs,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  }),
);
