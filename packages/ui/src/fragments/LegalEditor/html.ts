import { closeUnsafeElements } from '@alegato/domain/vocabulary';
import { DOMParser as PMDOMParser, DOMSerializer, type Node } from 'prosemirror-model';
import { schema } from './schema';

/**
 * The body of an HTML string (spec §4: a full document is reduced to its body). A fragment comes back
 * unchanged; a document without a body loses its `<!doctype>`, `<html>` and `<head>…</head>`. Pure string
 * work, no DOM.
 */
export function htmlBody(html: string): string {
  const body = /<body\b[^>]*>([\s\S]*?)(<\/body\s*>|$)/i.exec(html);
  if (body) return (body[1] ?? '').trim();
  if (!/<(!doctype|html|head)\b/i.test(html)) return html;
  return html
    .replace(/<!doctype[^>]*>/gi, '')
    .replace(/<head\b[^>]*>[\s\S]*?<\/head\s*>/gi, '')
    .replace(/<\/?html\b[^>]*>/gi, '')
    .trim();
}

const parser = PMDOMParser.fromSchema(schema);
const serializer = DOMSerializer.fromSchema(schema);

/**
 * A document from report HTML (full documents are reduced to their body). Parsed in an inert document
 * (no scripts, no image loads) after the contract's `closeUnsafeElements`, so a bad tag never swallows
 * what follows it; anything outside the schema is dropped.
 */
export function parseHtml(html: string): Node {
  const dom = new window.DOMParser().parseFromString(closeUnsafeElements(htmlBody(html)), 'text/html');
  return parser.parse(dom.body);
}

/** Whether the document holds nothing: one empty paragraph without attributes. */
export function isDocEmpty(doc: Node): boolean {
  const only = doc.firstChild;
  return (
    doc.childCount === 1 &&
    only !== null &&
    only.type === schema.nodes.paragraph &&
    only.content.size === 0 &&
    !only.attrs.align &&
    !only.attrs.indent &&
    !only.attrs.dir
  );
}

/** The document as contract HTML (built in an inert document); an empty document is `''`. */
export function serializeDoc(doc: Node): string {
  if (isDocEmpty(doc)) return '';
  const inert = document.implementation.createHTMLDocument('');
  const container = inert.createElement('div');
  container.appendChild(serializer.serializeFragment(doc.content, { document: inert }));
  return container.innerHTML;
}
