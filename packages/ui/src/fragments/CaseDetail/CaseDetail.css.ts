import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

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
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
    },
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

export const header = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const badges = style(inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const titleRow = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
  }),
);

export const titleBlock = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    flex: `1 1 ${vars.size.cardColumn}`,
    minWidth: 0,
  }),
);

export const title = style(inFragments({ overflowWrap: 'anywhere' }));

export const client = style(inFragments({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' }));

export const actions = style(inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const description = style(
  inFragments({
    margin: 0,
    maxWidth: vars.size.contentNarrow,
    color: vars.color.onSurface,
    lineHeight: vars.lineHeight.relaxed,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-line',
  }),
);

export const fields = style(
  inFragments({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    margin: 0,
    '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const field = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 }),
);

export const term = style(
  inFragments({
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const detail = style(inFragments({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' }));

export const empty = style(inFragments({ color: vars.color.onSurfaceMuted }));

export const link = style(
  inFragments({
    color: vars.color.accent,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
    },
  }),
);

export const due = style(
  inFragments({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const overdue = style(inFragments({ color: vars.color.critical, fontWeight: vars.fontWeight.medium }));

export const tags = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['2xs'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const notes = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    paddingTop: vars.space.md,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const notesText = style(
  inFragments({
    margin: 0,
    lineHeight: vars.lineHeight.relaxed,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
);

export const documents = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const documentsHeader = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm }),
);

export const count = style(inFragments({ color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }));
