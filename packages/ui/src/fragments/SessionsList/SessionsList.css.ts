import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The card: full width of its column, text wraps instead of overflowing. */
export const root = style(inFragments({ minWidth: 0, overflowWrap: 'anywhere' }));

/** The body: the list (or its state) above the sign-out-everywhere action. */
export const body = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    minWidth: 0,
  }),
);

export const list = style(
  inFragments({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    alignSelf: 'stretch',
  }),
);

/** One session: how it started with the 'Esta sesión' badge, then its dates. */
export const item = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    selectors: { '&[data-current]': { borderColor: vars.color.accent } },
  }),
);

export const itemHead = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const method = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurface,
  }),
);

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

export const spinner = style(inFragments({ display: 'inline-flex' }));
