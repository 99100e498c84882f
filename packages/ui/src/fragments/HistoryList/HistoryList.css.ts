import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
  }),
);

/** The filters wrap on narrow screens; the text field takes the remaining width. */
export const filters = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space.sm,
  }),
);

export const type = style(inFragments({ minWidth: '12rem', flex: '0 1 14rem' }));

export const date = style(inFragments({ flex: '0 1 10rem', minWidth: '9rem' }));

export const search = style(inFragments({ flex: '1 1 14rem', minWidth: '10rem' }));

export const clear = style(inFragments({ alignSelf: 'flex-end' }));

export const loading = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const muted = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
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
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
  }),
);

export const meta = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const figure = style(inFragments({ color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }));

export const content = style(
  inFragments({
    margin: 0,
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
  }),
);

export const actions = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const pagination = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingTop: vars.space.sm,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const pager = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const page = style(
  inFragments({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    paddingInline: vars.space.xs,
  }),
);
