/** Styles of SmartCachePanel: the card, the query form and its answer, and the engines summary. */
import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';
import { panelHeader, panelHeaderIcon, panelMuted, panelRoot } from '../../components/panel.css';

export const root = style([panelRoot, inFragments({ gap: vars.space.sm })]);

export const header = panelHeader;

export const headerIcon = panelHeaderIcon;

export const muted = panelMuted;

export const mutedText = style(
  inFragments({ margin: 0, color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }),
);

export const error = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const errorText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical }),
);

/** The form beside the engines from desktop widths; stacked below. */
export const grid = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
  }),
);

export const form = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }),
);

export const fields = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm }),
);

export const query = style(inFragments({ flex: '2 1 14rem', minWidth: 0 }));

export const collection = style(inFragments({ flex: '1 1 10rem', minWidth: 0 }));

export const actions = style(inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const answer = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space.xs} ${vars.space.sm}`,
    fontSize: vars.fontSize.sm,
  }),
);

export const card = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
  }),
);

export const facts = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    gap: `${vars.space.xs} ${vars.space.md}`,
    margin: 0,
    fontSize: vars.fontSize.sm,
  }),
);

export const fact = style(inFragments({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

export const factTerm = style(inFragments({ color: vars.color.onSurfaceMuted }));

export const factValue = style(inFragments({ margin: 0, overflowWrap: 'anywhere' }));
