import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** Wide enough for two template cards side by side. */
export const content = style(
  inFragments({ width: `min(${vars.size.contentNarrow}, calc(100vw - ${vars.space.xl}))` }),
);

export const progress = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }),
);

export const steps = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const step = style(inFragments({ minWidth: 0, color: vars.color.onSurfaceMuted }));

export const stepButton = style(
  inFragments({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    width: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    fontSize: vars.fontSize.xs,
    color: 'inherit',
    textAlign: 'start',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-interactive]': { cursor: 'pointer' },
      '&[data-interactive]:hover': { color: vars.color.accent },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
      [`${step}[data-state="current"] &`]: { color: vars.color.accent, fontWeight: vars.fontWeight.semibold },
      [`${step}[data-state="complete"] &`]: { color: vars.color.positive },
    },
  }),
);

export const stepNumber = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.iconLg,
    height: vars.size.iconLg,
    borderRadius: vars.radius.full,
    border: `${vars.size.border} solid currentColor`,
    fontWeight: vars.fontWeight.semibold,
  }),
);

/** Step names show from tablet width; phones keep the numbers. */
export const stepTitle = style(
  inFragments({
    display: 'none',
    minWidth: 0,
    overflowWrap: 'anywhere',
    '@media': { [breakpoints.tablet]: { display: 'inline' } },
  }),
);

export const form = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const body = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const stack = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

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

export const templatesBlock = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }),
);

export const templates = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const templateItem = style(inFragments({ display: 'flex', minWidth: 0 }));

export const templateCard = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    width: '100%',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.onSurface,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
      '&[aria-pressed="true"]': {
        borderColor: vars.color.accent,
        background: vars.color.accentSoft,
        boxShadow: `0 0 0 ${vars.size.border} ${vars.color.accent}`,
      },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
);

export const templateHead = style(
  inFragments({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 }),
);

export const templateIcon = style(
  inFragments({
    display: 'inline-flex',
    flexShrink: 0,
    padding: vars.space.xs,
    borderRadius: vars.radius.sm,
    background: vars.color.accentSoft,
    color: vars.color.onAccentSoft,
  }),
);

export const templateName = style(
  inFragments({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' }),
);

export const templateCheck = style(inFragments({ flexShrink: 0, color: vars.color.accent }));

export const templateDescription = style(
  inFragments({
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const templateMeta = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
  }),
);

export const error = style(
  inFragments({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm }),
);

export const caseCard = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
  }),
);

export const caseTitle = style(
  inFragments({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' }),
);

export const caseDescription = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
);

export const caseFacts = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 }),
);

export const caseFact = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 }),
);

export const term = style(inFragments({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }));

export const detail = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
  }),
);

export const summary = style(
  inFragments({
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    border: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const summaryList = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    margin: 0,
    '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const times = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.infoSoft,
    fontSize: vars.fontSize.sm,
  }),
);

export const timesTitle = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const timesList = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3xs'],
    margin: 0,
    paddingInlineStart: vars.space.lg,
  }),
);

export const timeItem = style(
  inFragments({ selectors: { '&[data-active]': { fontWeight: vars.fontWeight.semibold } } }),
);

export const footer = style(inFragments({ justifyContent: 'space-between' }));
