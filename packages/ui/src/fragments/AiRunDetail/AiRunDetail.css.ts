/** Styles of AiRunDetail: a wider dialog, the run's facts, its citations (✓ / ✗) and its passages. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** Wider than a form dialog: passages are read here. */
export const root = style(
  inFragments({ width: `min(${vars.size.contentNarrow}, calc(100vw - ${vars.space.xl}))` }),
);

export const content = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

export const badges = style(inFragments({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

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

export const mutedText = style(inFragments({ color: vars.color.onSurfaceMuted, fontSize: vars.fontSize.sm }));

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

export const mono = style(inFragments({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs }));

export const block = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);

export const text = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }),
);

export const list = style(
  inFragments({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
  }),
);

export const citation = style(
  inFragments({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, fontSize: vars.fontSize.sm }),
);

export const citationBody = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, minWidth: 0 }),
);

export const citationLabel = style(
  inFragments({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' }),
);

export const verifiedIcon = style(inFragments({ color: vars.color.positive, flexShrink: 0 }));

export const failedIcon = style(inFragments({ color: vars.color.critical, flexShrink: 0 }));

export const verifiedText = style(inFragments({ color: vars.color.onSurfaceMuted }));

export const failedText = style(inFragments({ color: vars.color.critical }));

export const passage = style(
  inFragments({
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    minWidth: 0,
  }),
);

export const details = style(inFragments({ fontSize: vars.fontSize.sm, minWidth: 0 }));

export const summary = style(inFragments({ cursor: 'pointer', overflowWrap: 'anywhere' }));

/** A passage's text: the legal document's serif face. */
export const passageText = style(
  inFragments({
    margin: 0,
    marginBlockStart: vars.space.xs,
    fontFamily: vars.font.serif,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
);
