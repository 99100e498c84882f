// @vitest-environment jsdom
/**
 * The XSS corpus through the two sanitisers that run in the browser (ADR 0018): the report viewer's
 * DOMPurify pass (`ReportViewer/sanitizeReportHtml.ts`) and the legal editor's ProseMirror schema (parse
 * into the schema, serialise back: what the editor keeps and saves). The server's sanitiser runs the same
 * corpus in `report-html-contract.test.ts`. jsdom parses HTML with the specification's algorithm (parse5),
 * as Chromium does, so the mutation payloads meet the same tree builder. Each payload sits between two
 * paragraphs: nothing executable may survive, and the paragraph after it always does.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml, serializeDoc } from '../../packages/ui/src/fragments/LegalEditor/html.js';
import { sanitizeReportHtml } from '../../packages/ui/src/fragments/ReportViewer/sanitizeReportHtml.js';
import { htmlProblems } from './report-html-check.js';
import { XSS_PAYLOADS } from './xss-payloads.js';

const AFTER = 'Párrafo posterior que debe sobrevivir';
const wrap = (payload: string) => `<p>Antes</p>${payload}<p>${AFTER}</p>`;

/** The HTML the viewer puts on the page: DOMPurify's output is what `innerHTML` receives. */
const viewer = (html: string) => sanitizeReportHtml(html);

/** What the editor would save: the document the schema keeps, serialised. */
const editor = (html: string) => serializeDoc(parseHtml(html));

describe.each([
  ['viewer (DOMPurify)', viewer, { displayLinks: true }],
  ['editor (ProseMirror schema)', editor, { linksCarryRel: false }],
] as const)('the report HTML contract in the %s', (_, sanitise, check) => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('%s', (payload) => {
    const out = sanitise(wrap(payload));
    expect(htmlProblems(out, check)).toEqual([]);
    expect(out).toContain(AFTER);
  });

  it('keeps the content after an element that is never closed', () => {
    for (const open of ['<select>', '<svg onload=alert(1)>', '<noscript>', '<textarea>', '<style>']) {
      expect(sanitise(`<p>Uno</p>${open}<p>${AFTER}</p>`), open).toContain(AFTER);
    }
  });

  it('keeps what the contract allows', () => {
    const out = sanitise(
      '<h2>Hechos</h2><p><strong>Primero</strong>, <em>segundo</em> y <u>tercero</u>.</p>',
    );
    expect(out).toContain('<h2');
    expect(out).toContain('<strong>Primero</strong>');
    expect(out).toContain('<em>segundo</em>');
  });
});
