/**
 * The card every dashboard-like fragment draws itself in (ActivityCharts, SupervisorCharts,
 * McpStatusPanel, SmartCachePanel): the bordered surface, its header row with an accent icon, and the
 * muted line of notes. One definition, so the panels stay alike.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { inFragments } from '../tokens/inLayer';

export const panelRoot = style(
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

export const panelHeader = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const panelHeaderIcon = style(inFragments({ color: vars.color.accent }));

export const panelMuted = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
);
