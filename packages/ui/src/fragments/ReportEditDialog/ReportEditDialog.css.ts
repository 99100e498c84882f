import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** Wide enough for the document type and the case side by side. */
export const content = style(
  inFragments({ width: `min(${vars.size.contentNarrow}, calc(100vw - ${vars.space.xl}))` }),
);

export const form = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const body = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

/** Two selects side by side from tablet width, stacked on phones. */
export const pair = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    alignItems: 'start',
    '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const templateField = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);

export const warning = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.warningSoft,
    color: vars.color.onSurface,
    fontSize: vars.fontSize.sm,
  }),
);

export const warningIcon = style(inFragments({ flexShrink: 0, color: vars.color.warning }));

export const section = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    paddingTop: vars.space.md,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const sectionTitle = style(inFragments({ color: vars.color.onSurface }));

export const muted = style(
  inFragments({ margin: 0, color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }),
);

export const formError = style(
  inFragments({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm }),
);
