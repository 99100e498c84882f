import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/* The frame of the ReportViewer and what its parts share; each part's own styles sit beside it
   (ReportViewerHeader.css.ts, ReportPdfs.css.ts, ReportContent.css.ts). */

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
  }),
);

const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.border,
};

export const back = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: vars.space.xs,
    color: vars.color.accent,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
  }),
);

export const errorBack = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    color: vars.color.onSurface,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': focusRing },
  }),
);

export const loading = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const loadingText = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
);

/** The small muted label above a block: 'Último PDF generado', 'Historial de PDFs', 'Datos básicos'. */
export const blockLabel = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurfaceMuted,
  }),
);

export const description = style(
  inFragments({
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    border: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const descriptionText = style(
  inFragments({
    margin: 0,
    lineHeight: vars.lineHeight.relaxed,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
);

export const note = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }),
);

export const footer = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    paddingTop: vars.space.md,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
    fontSize: vars.fontSize.xs,
    color: vars.color.onSurfaceMuted,
  }),
);
