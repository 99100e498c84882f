import {
  Schema,
  type Attrs,
  type DOMOutputSpec,
  type Mark,
  type Node,
  type ParseRule,
} from 'prosemirror-model';
import { isEmbeddedImage, isVideoEmbed, safeImageSrc, safeLinkHref } from '@alegato/domain/vocabulary';

/**
 * The legal editor's ProseMirror schema. It IS the report HTML contract (docs/adr/0013): every node and
 * mark parses from and serialises to exactly the tags, classes and attributes the server sanitiser keeps.
 */

export const alignments = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof alignments)[number];
export const fontFamilies = ['serif', 'sans', 'mono'] as const;
export type FontFamily = (typeof fontFamilies)[number];
/** Text sizes; 'normal' is the absence of the mark. */
export const fontSizes = ['small', 'normal', 'large', 'huge'] as const;
export type FontSize = (typeof fontSizes)[number];
/** Deepest indent class (`le-indent-8`). */
export const maxIndent = 8;

/**
 * Text and highlight colours offered by the toolbar. They are document data (they travel inside the
 * report's HTML and its PDF), not UI styles, so they do not follow the theme.
 */
/* eslint-disable no-restricted-syntax -- document colours are content values, not UI styles (ADR 0013) */
export const legalColors = [
  { value: '#000000', name: 'negro' },
  { value: '#444444', name: 'gris' },
  { value: '#b91c1c', name: 'rojo' },
  { value: '#c2410c', name: 'naranja' },
  { value: '#a16207', name: 'ocre' },
  { value: '#15803d', name: 'verde' },
  { value: '#1d4ed8', name: 'azul' },
  { value: '#6d28d9', name: 'violeta' },
] as const;
export const legalHighlights = [
  { value: '#fef08a', name: 'amarillo' },
  { value: '#bbf7d0', name: 'verde' },
  { value: '#bfdbfe', name: 'azul' },
  { value: '#fecaca', name: 'rojo' },
  { value: '#e5e7eb', name: 'gris' },
] as const;
/* eslint-enable no-restricted-syntax */

const colorPattern = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;

/**
 * The colour if the contract allows it (`#rgb`, `#rrggbb`, `rgb(r, g, b)`), as lower-case hex (so the
 * toolbar recognises palette colours the browser wrote as rgb), else `null`.
 */
export function safeColor(value: string): string | null {
  const trimmed = value.trim().toLowerCase();
  if (!colorPattern.test(trimmed)) return null;
  if (trimmed.startsWith('#')) return trimmed;
  const channels = (trimmed.match(/\d{1,3}/g) ?? []).map(Number);
  if (channels.length !== 3 || channels.some((c) => c > 255)) return null;
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Block attributes shared by paragraphs and headings: alignment, indent level and direction. */
const blockAttrs = {
  align: { default: null as Alignment | null },
  indent: { default: 0 },
  dir: { default: null as 'rtl' | null },
};

function readBlockAttrs(dom: HTMLElement): Attrs {
  const align = alignments.find((a) => a !== 'left' && dom.classList.contains(`le-align-${a}`)) ?? null;
  let indent = 0;
  for (let level = maxIndent; level > 0; level -= 1) {
    if (dom.classList.contains(`le-indent-${level}`)) {
      indent = level;
      break;
    }
  }
  return { align, indent, dir: dom.getAttribute('dir') === 'rtl' ? 'rtl' : null };
}

function writeBlockAttrs(node: Node): Record<string, string> {
  const classes: string[] = [];
  if (node.attrs.align && node.attrs.align !== 'left') classes.push(`le-align-${node.attrs.align}`);
  if (node.attrs.indent > 0) classes.push(`le-indent-${node.attrs.indent}`);
  const out: Record<string, string> = {};
  if (classes.length > 0) out.class = classes.join(' ');
  if (node.attrs.dir === 'rtl') out.dir = 'rtl';
  return out;
}

const headingLevels = [1, 2, 3, 4, 5, 6] as const;

/** Span marks (font, size, colour) share spans; `consuming: false` lets one span carry several. */
const spanRule = (rule: ParseRule): ParseRule => ({ ...rule, consuming: false });

export const schema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: {
      content: 'inline*',
      group: 'block',
      attrs: blockAttrs,
      parseDOM: [{ tag: 'p', getAttrs: (dom) => readBlockAttrs(dom as HTMLElement) }],
      toDOM: (node): DOMOutputSpec => ['p', writeBlockAttrs(node), 0],
    },
    heading: {
      content: 'inline*',
      group: 'block',
      defining: true,
      attrs: { level: { default: 1 }, ...blockAttrs },
      parseDOM: headingLevels.map((level) => ({
        tag: `h${level}`,
        getAttrs: (dom: HTMLElement) => ({ level, ...readBlockAttrs(dom) }),
      })),
      toDOM: (node): DOMOutputSpec => [`h${node.attrs.level}`, writeBlockAttrs(node), 0],
    },
    blockquote: {
      content: 'block+',
      group: 'block',
      defining: true,
      attrs: { dir: { default: null as 'rtl' | null } },
      parseDOM: [
        {
          tag: 'blockquote',
          getAttrs: (dom) => ({ dir: (dom as HTMLElement).getAttribute('dir') === 'rtl' ? 'rtl' : null }),
        },
      ],
      toDOM: (node): DOMOutputSpec => ['blockquote', node.attrs.dir ? { dir: 'rtl' } : {}, 0],
    },
    code_block: {
      content: 'text*',
      marks: '',
      group: 'block',
      code: true,
      defining: true,
      parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' }],
      toDOM: (): DOMOutputSpec => ['pre', ['code', 0]],
    },
    horizontal_rule: {
      group: 'block',
      parseDOM: [{ tag: 'hr' }],
      toDOM: (): DOMOutputSpec => ['hr'],
    },
    ordered_list: {
      content: 'list_item+',
      group: 'block',
      parseDOM: [{ tag: 'ol' }],
      toDOM: (): DOMOutputSpec => ['ol', 0],
    },
    bullet_list: {
      content: 'list_item+',
      group: 'block',
      parseDOM: [
        { tag: 'ul', getAttrs: (dom) => ((dom as HTMLElement).dataset.list === 'check' ? false : null) },
      ],
      toDOM: (): DOMOutputSpec => ['ul', 0],
    },
    check_list: {
      content: 'list_item+',
      group: 'block',
      parseDOM: [{ tag: 'ul[data-list="check"]', priority: 60 }],
      toDOM: (): DOMOutputSpec => ['ul', { 'data-list': 'check' }, 0],
    },
    list_item: {
      content: 'paragraph block*',
      defining: true,
      /** `null` outside a check list; `true`/`false` inside one. */
      attrs: { checked: { default: null as boolean | null } },
      parseDOM: [
        {
          tag: 'li',
          getAttrs: (dom) => {
            const value = (dom as HTMLElement).dataset.checked;
            return { checked: value === 'true' ? true : value === 'false' ? false : null };
          },
        },
      ],
      toDOM: (node): DOMOutputSpec =>
        node.attrs.checked === null ? ['li', 0] : ['li', { 'data-checked': String(node.attrs.checked) }, 0],
    },
    video: {
      group: 'block',
      atom: true,
      attrs: { src: {} },
      parseDOM: [
        {
          tag: 'iframe[src]',
          getAttrs: (dom) => {
            const src = (dom as HTMLElement).getAttribute('src') ?? '';
            return isVideoEmbed(src) ? { src } : false;
          },
        },
      ],
      toDOM: (node): DOMOutputSpec => [
        'iframe',
        { class: 'le-video', src: node.attrs.src, allowfullscreen: '', frameborder: '0' },
      ],
    },
    text: { group: 'inline' },
    image: {
      inline: true,
      group: 'inline',
      draggable: true,
      attrs: { src: {}, alt: { default: '' }, width: { default: null }, height: { default: null } },
      parseDOM: [
        {
          tag: 'img[src]',
          getAttrs: (dom) => {
            const el = dom as HTMLElement;
            const raw = el.getAttribute('src') ?? '';
            const src = isEmbeddedImage(raw) ? raw.trim() : safeImageSrc(raw);
            if (!src) return false;
            const size = (name: string) => {
              const v = el.getAttribute(name);
              return v && /^\d{1,5}$/.test(v) ? v : null;
            };
            return { src, alt: el.getAttribute('alt') ?? '', width: size('width'), height: size('height') };
          },
        },
      ],
      toDOM: (node): DOMOutputSpec => {
        const { src, alt, width, height } = node.attrs;
        return ['img', { src, alt, ...(width ? { width } : {}), ...(height ? { height } : {}) }];
      },
    },
    formula: {
      inline: true,
      group: 'inline',
      atom: true,
      attrs: { latex: {} },
      parseDOM: [
        {
          tag: 'span.le-formula',
          priority: 60,
          getAttrs: (dom) => {
            const el = dom as HTMLElement;
            const latex = el.dataset.formula ?? el.textContent ?? '';
            return latex.trim() ? { latex } : false;
          },
        },
      ],
      toDOM: (node): DOMOutputSpec => [
        'span',
        { class: 'le-formula', 'data-formula': node.attrs.latex },
        node.attrs.latex,
      ],
    },
    hard_break: {
      inline: true,
      group: 'inline',
      selectable: false,
      parseDOM: [{ tag: 'br' }],
      toDOM: (): DOMOutputSpec => ['br'],
    },
  },
  marks: {
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const href = safeLinkHref((dom as HTMLElement).getAttribute('href') ?? '');
            return href ? { href } : false;
          },
        },
      ],
      toDOM: (mark: Mark): DOMOutputSpec => ['a', { href: mark.attrs.href }, 0],
    },
    strong: {
      parseDOM: [
        { tag: 'strong' },
        { tag: 'b', getAttrs: (dom) => (dom as HTMLElement).style.fontWeight !== 'normal' && null },
        {
          style: 'font-weight',
          getAttrs: (value) => /^(bold(er)?|[6-9]\d{2,})$/.test(value as string) && null,
        },
      ],
      toDOM: (): DOMOutputSpec => ['strong', 0],
    },
    em: {
      parseDOM: [{ tag: 'em' }, { tag: 'i' }, { style: 'font-style=italic' }],
      toDOM: (): DOMOutputSpec => ['em', 0],
    },
    underline: {
      parseDOM: [{ tag: 'u' }, { style: 'text-decoration=underline', consuming: false }],
      toDOM: (): DOMOutputSpec => ['u', 0],
    },
    strike: {
      parseDOM: [{ tag: 's' }, { tag: 'del' }, { tag: 'strike' }, { style: 'text-decoration=line-through' }],
      toDOM: (): DOMOutputSpec => ['s', 0],
    },
    subscript: {
      excludes: 'superscript',
      parseDOM: [{ tag: 'sub' }],
      toDOM: (): DOMOutputSpec => ['sub', 0],
    },
    superscript: {
      excludes: 'subscript',
      parseDOM: [{ tag: 'sup' }],
      toDOM: (): DOMOutputSpec => ['sup', 0],
    },
    code: {
      parseDOM: [{ tag: 'code' }],
      toDOM: (): DOMOutputSpec => ['code', 0],
    },
    font: {
      attrs: { family: {} },
      parseDOM: [
        spanRule({
          tag: 'span',
          getAttrs: (dom) => {
            const family = fontFamilies.find((f) => (dom as HTMLElement).classList.contains(`le-font-${f}`));
            return family ? { family } : false;
          },
        }),
      ],
      toDOM: (mark: Mark): DOMOutputSpec => ['span', { class: `le-font-${mark.attrs.family}` }, 0],
    },
    size: {
      attrs: { size: {} },
      parseDOM: [
        spanRule({
          tag: 'span',
          getAttrs: (dom) => {
            const size = fontSizes.find(
              (s) => s !== 'normal' && (dom as HTMLElement).classList.contains(`le-size-${s}`),
            );
            return size ? { size } : false;
          },
        }),
      ],
      toDOM: (mark: Mark): DOMOutputSpec => ['span', { class: `le-size-${mark.attrs.size}` }, 0],
    },
    color: {
      attrs: { color: {} },
      parseDOM: [
        spanRule({
          style: 'color',
          getAttrs: (value) => {
            const color = safeColor(value as string);
            return color ? { color } : false;
          },
        }),
      ],
      toDOM: (mark: Mark): DOMOutputSpec => ['span', { style: `color: ${mark.attrs.color}` }, 0],
    },
    background: {
      attrs: { color: {} },
      parseDOM: [
        spanRule({
          style: 'background-color',
          getAttrs: (value) => {
            const color = safeColor(value as string);
            return color ? { color } : false;
          },
        }),
      ],
      toDOM: (mark: Mark): DOMOutputSpec => ['span', { style: `background-color: ${mark.attrs.color}` }, 0],
    },
  },
});

export type LegalSchema = typeof schema;
