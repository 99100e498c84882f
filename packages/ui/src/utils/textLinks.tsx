import type { ReactNode } from 'react';
import type { RenderLink } from './link';

/**
 * Links over ranges of plain text: the app finds what to link (legal citations → the article viewer),
 * the viewers only split text at the ranges it returns. Pure; no knowledge of what is linked.
 */

/** One range of a text to show as a link. */
export type TextLink = {
  /** Start of the range in the text (UTF-16 offset, inclusive). */
  start: number;
  /** End of the range in the text (exclusive). */
  end: number;
  /** Where the link goes: an in-app path (`/search/norma/BOE-A-1889-4763#articulo-1902`). */
  href: string;
  /** What the link opens, shown as its tooltip ('Código Civil, artículo 1902'). @default none */
  label?: string;
};

/** Finds the ranges of a text to link; called once per text node or paragraph. */
export type TextLinksFinder = (text: string) => readonly TextLink[];

/** `data-slot` of every link made from a {@link TextLink}. */
export const TEXT_LINK_SLOT = 'citation-link';

/** A piece of text, linked or not. */
export type TextLinkSegment = { text: string; link: TextLink | null };

/**
 * An in-app path: starts with one `/` (not `//`, which is another host) and has no backslash or control
 * character. Only these are linked, so a finder can never make a `javascript:` or off-site link.
 */
export function isInAppPath(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(href) && !/[\\\u0000-\u001f\u007f\s]/.test(href);
}

/**
 * The text cut at the links' ranges, in order. Ranges out of the text, empty, overlapping an earlier one
 * or with an href that is not an in-app path ({@link isInAppPath}) are ignored.
 */
export function splitTextLinks(text: string, links: readonly TextLink[]): TextLinkSegment[] {
  const ordered = links
    .filter((l) => Number.isInteger(l.start) && Number.isInteger(l.end))
    .filter((l) => l.start >= 0 && l.end <= text.length && l.start < l.end && isInAppPath(l.href))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const segments: TextLinkSegment[] = [];
  let at = 0;
  for (const link of ordered) {
    if (link.start < at) continue;
    if (link.start > at) segments.push({ text: text.slice(at, link.start), link: null });
    segments.push({ text: text.slice(link.start, link.end), link });
    at = link.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), link: null });
  return segments;
}

/**
 * A plain text as React nodes, with the finder's ranges rendered through `renderLink` (the app's router
 * link). Without a finder the text is returned as is.
 */
export function linkText(
  text: string,
  finder: TextLinksFinder | undefined,
  renderLink: RenderLink,
  className?: string,
): ReactNode {
  if (!finder || text === '') return text;
  const segments = splitTextLinks(text, finder(text));
  if (segments.length === 1 && segments[0]!.link === null) return text;
  return segments.map((segment, i) =>
    segment.link === null ? (
      segment.text
    ) : (
      <LinkedRange
        key={`${segment.link.start}-${i}`}
        link={segment.link}
        text={segment.text}
        renderLink={renderLink}
        className={className}
      />
    ),
  );
}

function LinkedRange({
  link,
  text,
  renderLink,
  className,
}: {
  link: TextLink;
  text: string;
  renderLink: RenderLink;
  className: string | undefined;
}) {
  return (
    <span title={link.label} data-slot="citation">
      {renderLink({ href: link.href, className, 'data-slot': TEXT_LINK_SLOT, children: text })}
    </span>
  );
}

/**
 * Turns the finder's ranges of every text node under `root` into `<a href data-slot="citation-link">`
 * elements, built with DOM calls (never HTML strings). Text already inside a link is left alone. A
 * citation split across elements ('art. <b>1902</b> CC') is not linked.
 */
export function linkTextNodes(root: ParentNode & Node, finder: TextLinksFinder, className?: string): void {
  const doc = root.ownerDocument ?? (root as unknown as Document);
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('a')) nodes.push(node as Text);
  }
  for (const node of nodes) {
    const text = node.data;
    if (text.trim() === '') continue;
    const segments = splitTextLinks(text, finder(text));
    if (!segments.some((s) => s.link !== null)) continue;
    const parts = segments.map((segment) => {
      if (segment.link === null) return doc.createTextNode(segment.text);
      const anchor = doc.createElement('a');
      anchor.setAttribute('href', segment.link.href);
      anchor.setAttribute('data-slot', TEXT_LINK_SLOT);
      if (segment.link.label) anchor.setAttribute('title', segment.link.label);
      if (className) anchor.setAttribute('class', className);
      anchor.textContent = segment.text;
      return anchor;
    });
    node.replaceWith(...parts);
  }
}
