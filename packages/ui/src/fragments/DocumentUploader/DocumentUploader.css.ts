import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The uploader: case select, drop zone and file list stacked; text wraps instead of overflowing. */
export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const caseSelect = style(inFragments({ maxWidth: vars.size.contentNarrow }));

/** The drop zone: a dashed, full-width button; accent frame while files hover over it. */
export const dropzone = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    width: '100%',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} dashed ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    textAlign: 'center',
    cursor: 'pointer',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRing,
      },
      '&[data-state="dragging"]': {
        borderColor: vars.color.accent,
        borderStyle: 'solid',
        background: vars.color.accentSoft,
        color: vars.color.onAccentSoft,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
);

export const dropIcon = style(inFragments({ display: 'inline-flex', color: vars.color.accent }));

export const dropText = style(inFragments({ fontWeight: vars.fontWeight.medium }));

/** 'Seleccionar archivos' inside the zone, styled as a link: the zone itself is the button. */
export const chooseLabel = style(
  inFragments({
    color: vars.color.accent,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  }),
);

export const hint = style(inFragments({ fontSize: vars.fontSize.sm, color: vars.color.onSurfaceMuted }));

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

/** One file: icon, name and size over its progress or outcome, remove button at the end. */
export const row = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    selectors: {
      '&[data-state="error"]': { borderColor: vars.color.critical },
    },
  }),
);

export const fileIcon = style(
  inFragments({
    display: 'inline-flex',
    paddingBlockStart: vars.space['3xs'],
    color: vars.color.onSurfaceMuted,
  }),
);

export const rowBody = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 }),
);

export const rowHead = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    rowGap: vars.space['3xs'],
  }),
);

export const fileName = style(
  inFragments({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.onSurface,
    minWidth: 0,
  }),
);

export const fileSize = style(
  inFragments({
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const error = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.critical,
  }),
);

/** Badges keep their own width inside the column. */
export const badge = style(inFragments({ alignSelf: 'flex-start' }));
