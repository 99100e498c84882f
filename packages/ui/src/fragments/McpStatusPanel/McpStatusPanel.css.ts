/** Styles of McpStatusPanel: the card, the server's facts, the connection snippet, tools and clients. */
import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';
import { panelHeader, panelHeaderIcon, panelMuted, panelRoot } from '../../components/panel.css';

export const root = panelRoot;

export const header = panelHeader;

export const headerIcon = panelHeaderIcon;

export const muted = panelMuted;

export const help = style(
  inFragments({
    margin: 0,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  }),
);

export const error = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const errorText = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical }),
);

export const facts = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xs} ${vars.space.lg}`,
    margin: 0,
    fontSize: vars.fontSize.sm,
  }),
);

export const fact = style(inFragments({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

export const factTerm = style(inFragments({ color: vars.color.onSurfaceMuted }));

export const factValue = style(inFragments({ margin: 0, overflowWrap: 'anywhere' }));

export const code = style(
  inFragments({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' }),
);

/** The connection beside the tools and clients from desktop widths; stacked below. */
export const grid = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const side = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
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

/** The configuration to paste: monospace, scrolls sideways, focusable so the keyboard can scroll it. */
export const snippet = style(
  inFragments({
    margin: 0,
    padding: vars.space.sm,
    overflowX: 'auto',
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
    color: vars.color.onSurface,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xs,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
    },
  }),
);

export const links = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` }),
);

export const link = style(
  inFragments({
    color: vars.color.accent,
    fontSize: vars.fontSize.sm,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    selectors: { '&:hover': { color: vars.color.accentHover } },
  }),
);

export const upgrade = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const upgradeTitle = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold }),
);

export const list = style(
  inFragments({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  }),
);

export const item = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 }),
);

export const clientName = style(
  inFragments({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' }),
);
