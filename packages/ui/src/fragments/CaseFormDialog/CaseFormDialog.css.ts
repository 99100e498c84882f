import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** Wider than a confirmation: the form pairs short fields side by side. */
export const content = style(
  inFragments({ width: `min(${vars.size.contentNarrow}, calc(100vw - ${vars.space.xl}))` }),
);

export const form = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const body = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

export const fieldset = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  }),
);

export const legend = style(
  inFragments({
    padding: 0,
    marginBottom: vars.space.sm,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurfaceMuted,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  }),
);

/** Two short fields side by side from tablet width, stacked on phones. */
export const pair = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const tagsField = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const tags = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2xs'], margin: 0, padding: 0 }),
);

export const formError = style(
  inFragments({
    margin: 0,
    color: vars.color.critical,
    fontSize: vars.fontSize.sm,
  }),
);
