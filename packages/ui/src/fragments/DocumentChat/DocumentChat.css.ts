import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const title = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
  }),
);

/** The conversation: scrolls inside its box, newest at the bottom. */
export const log = style(
  inFragments({
    padding: vars.space.md,
    maxHeight: '60vh',
    overflowY: 'auto',
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
  }),
);

export const list = style(
  inFragments({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  }),
);

export const message = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    maxWidth: '85%',
  }),
);

export const question = style(
  inFragments({
    alignSelf: 'flex-end',
    background: vars.color.accentSoft,
    color: vars.color.onAccentSoft,
  }),
);

export const answer = style(
  inFragments({
    alignSelf: 'flex-start',
    background: vars.color.surface,
    color: vars.color.onSurface,
    border: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const author = style(
  inFragments({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurfaceMuted,
  }),
);

export const content = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'pre-wrap',
  }),
);

export const pending = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
    fontStyle: 'italic',
  }),
);

export const citations = style(
  inFragments({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  }),
);

/** Only pages: the answer's text quotes every passage. */
export const sources = style(inFragments({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xs }));

export const citation = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

/** A quoted passage in the serif reading face, marked by the accent rule. */
export const quote = style(
  inFragments({
    flex: '1 1 12rem',
    margin: 0,
    paddingInlineStart: vars.space.sm,
    borderInlineStart: `${vars.size.focusRing} solid ${vars.color.accent}`,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurface,
    background: vars.color.paper,
  }),
);

export const page = style(
  inFragments({
    flexShrink: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.onSurfaceMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const form = style(inFragments({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm }));

export const field = style(inFragments({ flex: 1, minWidth: 0 }));

/** The conversation picker and 'Nueva conversación', above the log; they wrap on phones. */
export const sessions = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm }),
);

export const sessionSelect = style(inFragments({ flex: 1, minWidth: 0 }));
