import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { fragments } from '../../tokens/layers.css';
import { inFragments } from '../../tokens/inLayer';

const g = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(selector, { '@layer': { [fragments]: rule } });

/** The reference: intro, filter, then one section per tag; text wraps instead of overflowing. */
export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    color: vars.color.onSurface,
    overflowWrap: 'anywhere',
  }),
);

export const intro = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    minWidth: 0,
  }),
);

export const introHead = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const text = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    maxWidth: vars.size.measure,
  }),
);

export const label = style(
  inFragments({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold }),
);

export const muted = style(
  inFragments({
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

export const error = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.critical,
  }),
);

/** Code blocks (the header, the curl example): scroll sideways rather than break a command. */
export const code = style(
  inFragments({
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
    color: vars.color.onSurface,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    overflowX: 'auto',
    whiteSpace: 'pre',
    overflowWrap: 'normal',
  }),
);

export const filterRow = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md }),
);

export const filter = style(inFragments({ flex: `0 1 ${vars.size.field}`, minWidth: 0 }));

export const group = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);

export const groupTitle = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

/** One operation: a bordered block with the method and path as its heading. */
export const operation = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
    minWidth: 0,
    scrollMarginTop: vars.size.appHeader,
  }),
);

export const operationTitle = style(
  inFragments({
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const method = style(inFragments({ fontFamily: vars.font.mono }));

export const path = style(inFragments({ fontFamily: vars.font.mono, fontSize: vars.fontSize.md }));

/** Tables scroll sideways on phones (the wrapper is focusable so keyboards can scroll it). */
export const tableWrap = style(
  inFragments({
    overflowX: 'auto',
    minWidth: 0,
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
    },
  }),
);

export const table = style(
  inFragments({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
    overflowWrap: 'normal',
  }),
);

g(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

g(`${table} thead th`, { color: vars.color.onSurfaceMuted, fontWeight: vars.fontWeight.medium });

g(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });

g(`${table} code`, { fontFamily: vars.font.mono });

export const caption = style(
  inFragments({
    captionSide: 'top',
    textAlign: 'start',
    paddingBottom: vars.space.xs,
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const cellNote = style(
  inFragments({ display: 'block', color: vars.color.onSurfaceMuted, overflowWrap: 'anywhere' }),
);
