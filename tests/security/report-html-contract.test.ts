/**
 * The report HTML contract exists once (`@alegato/domain`, ADR 0018) and every sanitiser reads it: the XSS
 * corpus goes through the server's sanitiser here (the viewer's DOMPurify pass and the editor's ProseMirror
 * schema run the same corpus in `report-html-browser-sanitisers.test.ts`). Each payload is wrapped
 * between two paragraphs: nothing executable may survive, and the paragraph after it always does
 * (sanitising never loses the content that follows a bad tag).
 */
import {
  REPORT_HTML_TAGS,
  isVideoEmbed,
  safeImageSrc,
  safeLinkHref,
  videoEmbedUrl,
} from '@alegato/domain/vocabulary';
import { COMPOSER_TAGS } from '@alegato/legal-nlp';
import { describe, expect, it } from 'vitest';
import { sanitizeReportHtml } from '../../packages/server/src/modules/reports/sanitize.js';
import * as editorUrls from '../../packages/ui/src/fragments/LegalEditor/urls.js';
import { htmlProblems } from './report-html-check.js';
import { XSS_PAYLOADS } from './xss-payloads.js';

const AFTER = 'Párrafo posterior que debe sobrevivir';

describe('the report HTML contract', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('server sanitiser: %s', (payload) => {
    const out = sanitizeReportHtml(`<p>Antes</p>${payload}<p>${AFTER}</p>`);
    expect(htmlProblems(out)).toEqual([]);
    expect(out).toContain('<p>Antes</p>');
    expect(out).toContain(`<p>${AFTER}</p>`);
  });

  it('keeps the content after an element that is never closed', () => {
    for (const open of ['<select>', '<svg onload=alert(1)>', '<noscript>', '<textarea>', '<style>']) {
      const out = sanitizeReportHtml(`<p>Uno</p>${open}<p>${AFTER}</p>`);
      expect(out, open).toContain(AFTER);
    }
  });

  it('the composer emits only tags of the contract', () => {
    for (const tag of COMPOSER_TAGS) expect(REPORT_HTML_TAGS as readonly string[]).toContain(tag);
  });

  it("the editor's URL rules are the contract's own functions", () => {
    expect(editorUrls.videoEmbedUrl).toBe(videoEmbedUrl);
    expect(editorUrls.safeLinkHref).toBe(safeLinkHref);
    expect(editorUrls.safeImageSrc).toBe(safeImageSrc);
  });

  it('server and editor agree on which frames are videos', () => {
    const frames = [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ',
      'https://evil.example/embed/1',
    ];
    for (const src of frames) {
      const kept = sanitizeReportHtml(`<iframe class="le-video" src="${src}"></iframe>`).includes('<iframe');
      expect(kept, src).toBe(isVideoEmbed(src));
    }
  });
});
