import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';
import { fragments } from '../../tokens/layers.css';

const g = (selector: string, s: GlobalStyleRule) => globalStyle(selector, { '@layer': { [fragments]: s } });

export const root = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

/** Title, status pill and 'Guardar Ahora' on one line; wraps on phones. */
export const header = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
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

export const status = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const templates = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs }),
);

export const templatesLabel = style(
  inFragments({
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
    marginInlineEnd: vars.space['2xs'],
  }),
);

/** The frame around toolbar and area. */
export const frame = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.paper,
    overflow: 'hidden',
    selectors: {
      '&:focus-within': { borderColor: vars.color.borderStrong },
    },
  }),
);

export const toolbar = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: vars.space.xs,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
  }),
);

export const toolGroup = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['3xs'],
    paddingInlineEnd: vars.space.xs,
    borderInlineEnd: `${vars.size.border} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderInlineEnd: 'none', paddingInlineEnd: 0 } },
  }),
);

export const tool = style(inFragments({ selectors: { '&[aria-disabled="true"]': { opacity: 0.45 } } }));

export const select = style(
  inFragments({
    height: vars.size.controlSm,
    maxWidth: '11em',
    paddingInline: vars.space.xs,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.onSurface,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.border,
      },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    },
  }),
);

/** Holds the editable. */
export const area = style(inFragments({ background: vars.color.paper, color: vars.color.onSurface }));

/**
 * The ProseMirror editable itself, which scrolls (so the scrolling region is the focusable textbox):
 * editor height from the tokens (LIMITS.editorHeight), serif text.
 */
export const content = style(
  inFragments({
    boxSizing: 'border-box',
    height: vars.size.editorHeight,
    overflowY: 'auto',
    padding: `${vars.space.lg} ${vars.space.xl}`,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    outline: 'none',
    selectors: {
      '&:focus-visible': { boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.focusRing}` },
    },
  }),
);

g(`${content} > * + *`, { marginTop: vars.space.sm });
g(`${content} p, ${content} h1, ${content} h2, ${content} h3, ${content} h4, ${content} h5, ${content} h6`, {
  margin: 0,
});
g(`${content} h1`, { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight });
g(`${content} h2`, { fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight });
g(`${content} h3`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
g(`${content} h4`, { fontSize: vars.fontSize.lg });
g(`${content} h5`, { fontSize: vars.fontSize.md });
g(`${content} h6`, { fontSize: vars.fontSize.sm, textTransform: 'uppercase' });
g(`${content} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.space['3xs']} solid ${vars.color.borderStrong}`,
  color: vars.color.onSurfaceMuted,
});
g(`${content} pre`, {
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
});
g(`${content} code`, { fontFamily: vars.font.mono, fontSize: '0.9em' });
g(`${content} ol, ${content} ul`, { margin: 0, paddingInlineStart: vars.space.xl });
g(`${content} ul[data-list="check"]`, { listStyle: 'none', paddingInlineStart: vars.space.lg });
g(`${content} li[data-checked]`, {
  position: 'relative',
  paddingInlineStart: vars.space.lg,
  cursor: 'default',
});
g(`${content} li[data-checked]::before`, {
  content: '"☐"',
  position: 'absolute',
  insetInlineStart: 0,
  cursor: 'pointer',
  fontFamily: vars.font.sans,
});
g(`${content} li[data-checked="true"]::before`, { content: '"☑"' });
g(`${content} li[data-checked="true"] > p`, {
  textDecoration: 'line-through',
  color: vars.color.onSurfaceMuted,
});
g(`${content} a`, { color: vars.color.accent, textDecoration: 'underline' });
g(`${content} img`, { maxWidth: '100%', height: 'auto' });
g(`${content} .le-external-block`, { display: 'block', marginBlock: vars.space.xs });
g(`${content} a.le-external`, {
  display: 'inline-block',
  paddingInline: vars.space.xs,
  paddingBlock: vars.space['3xs'],
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.sans,
  fontSize: '0.9em',
});
g(`${content} .le-formula`, {
  fontFamily: vars.font.mono,
  fontSize: '0.95em',
  paddingInline: vars.space['3xs'],
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
g(`${content} .ProseMirror-selectednode`, {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
});
for (const align of ['center', 'right', 'justify'] as const)
  g(`${content} .le-align-${align}`, { textAlign: align });
for (let level = 1; level <= 8; level += 1) {
  g(`${content} .le-indent-${level}`, { paddingInlineStart: `calc(${vars.space.xl} * ${level})` });
}
g(`${content} .le-size-small`, { fontSize: '0.75em' });
g(`${content} .le-size-large`, { fontSize: '1.5em' });
g(`${content} .le-size-huge`, { fontSize: '2.5em' });
g(`${content} .le-font-serif`, { fontFamily: vars.font.serif });
g(`${content} .le-font-sans`, { fontFamily: vars.font.sans });
g(`${content} .le-font-mono`, { fontFamily: vars.font.mono });
g(`${content} .le-placeholder::before`, {
  content: 'attr(data-placeholder)',
  float: 'left',
  height: 0,
  pointerEvents: 'none',
  color: vars.color.onSurfaceMuted,
});
g(`${content}[dir="rtl"] .le-placeholder::before, ${content} .le-placeholder[dir="rtl"]::before`, {
  float: 'right',
});

/** Tip line and auto-save note under the area. */
export const footer = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);

export const dialogForm = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }),
);
