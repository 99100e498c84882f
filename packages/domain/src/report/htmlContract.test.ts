import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../format/markdown.js';
import {
  closeUnsafeElements,
  isAllowedImageSrc,
  isEmbeddedImage,
  isVideoEmbed,
  safeLinkHref,
  videoEmbedUrl,
  videoWatchUrl,
} from './htmlContract.js';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const VIMEO = 'https://player.vimeo.com/video/76979871';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', YT],
    ['https://youtu.be/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', YT],
    [YT, YT],
    ['https://vimeo.com/76979871', VIMEO],
    [VIMEO, VIMEO],
    ['https://www.youtube.com/watch?v=corto', null],
    ['https://www.dailymotion.com/video/x7tgad0', null],
    ['ftp://youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ', null],
  ])('%s → %s', (raw, embed) => {
    expect(videoEmbedUrl(raw)).toBe(embed);
  });

  it('a stored frame is a video only in its canonical form', () => {
    expect(isVideoEmbed(YT)).toBe(true);
    expect(isVideoEmbed(`${YT}?autoplay=1`)).toBe(false);
  });
});

describe('videoWatchUrl', () => {
  it('opens the video on its provider', () => {
    expect(videoWatchUrl(YT)).toEqual({
      href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      provider: 'YouTube',
    });
    expect(videoWatchUrl(VIMEO)).toEqual({ href: 'https://vimeo.com/76979871', provider: 'Vimeo' });
    expect(videoWatchUrl('https://evil.example/embed/1')).toBeNull();
  });
});

describe('images and links', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', true, true],
    ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', false, false],
    ['https://www.boe.es/logo.png', false, true],
    ['javascript:alert(1)', false, false],
    ['//evil.example/x.png', false, false],
  ])('%s embedded=%s allowed=%s', (src, embedded, allowed) => {
    expect(isEmbeddedImage(src)).toBe(embedded);
    expect(isAllowedImageSrc(src)).toBe(allowed);
  });

  it('links are http, https or mailto with an address', () => {
    expect(safeLinkHref('https://www.boe.es/')).toBe('https://www.boe.es/');
    expect(safeLinkHref('mailto:despacho@example.es')).toBe('mailto:despacho@example.es');
    expect(safeLinkHref('mailto:nadie')).toBeNull();
    expect(safeLinkHref('JaVaScRiPt:alert(1)')).toBeNull();
  });
});

describe('the PDF shows what lives on another site as links', () => {
  it('prints a video and a remote image as links, an embedded image as its alt text', () => {
    const md = htmlToMarkdown(
      `<p>Antes</p><iframe class="le-video" src="${YT}"></iframe><p><img src="https://www.boe.es/logo.png" alt="Logotipo"> <img src="data:image/png;base64,iVBORw0KGgo=" alt="Sello"></p>`,
    );
    expect(md).toContain('[Vídeo en YouTube](https://www.youtube.com/watch?v=dQw4w9WgXcQ)');
    expect(md).toContain('[Imagen externa: Logotipo](https://www.boe.es/logo.png)');
    expect(md).toContain('Sello');
    expect(md).not.toContain('data:image');
  });
});

describe('closeUnsafeElements: a bad tag never swallows what follows it', () => {
  it('closes a dropped-with-content element that is never closed', () => {
    expect(closeUnsafeElements('<p>a</p><select><p>b</p>')).toBe('<p>a</p><select></select><p>b</p>');
    expect(closeUnsafeElements('<style>')).toBe('<style></style>');
  });

  it('leaves an element that is closed later as it is', () => {
    const html = '<style>p { color: red }</style><p>b</p>';
    expect(closeUnsafeElements(html)).toBe(html);
  });

  it('unwraps noscript, svg and math, keeping their content for the sanitiser', () => {
    expect(closeUnsafeElements('<noscript><p title="</noscript><img src=x>"></noscript><p>b</p>')).toBe(
      '<p title="<img src=x>"><p>b</p>',
    );
    expect(closeUnsafeElements('<svg onload=alert(1)><p>b</p>')).toBe('<p>b</p>');
    expect(closeUnsafeElements('<MATH><mtext>x</mtext></MATH>')).toBe('<mtext>x</mtext>');
  });
});
