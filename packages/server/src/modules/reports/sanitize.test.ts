import { describe, expect, it } from 'vitest';
import { LINK_REL, plainContent, plainText, sanitizeReportHtml, VIDEO_SANDBOX } from './sanitize.js';

describe('sanitizeReportHtml (report HTML contract)', () => {
  it.each([
    [
      '<p class="le-align-center le-indent-3" dir="rtl">Hola</p>',
      '<p class="le-align-center le-indent-3" dir="rtl">Hola</p>',
    ],
    ['<h2 class="le-align-justify">T</h2><h6>x</h6>', '<h2 class="le-align-justify">T</h2><h6>x</h6>'],
    [
      '<ul data-list="check"><li data-checked="true">a</li><li data-checked="false">b</li></ul>',
      '<ul data-list="check"><li data-checked="true">a</li><li data-checked="false">b</li></ul>',
    ],
    [
      '<ol><li class="le-indent-1">a</li></ol><ul data-list="bullet"><li>b</li></ul>',
      '<ol><li class="le-indent-1">a</li></ol><ul><li>b</li></ul>',
    ],
    [
      '<p><strong>a</strong><em>b</em><u>c</u><s>d</s><sub>e</sub><sup>f</sup><code>g</code><br /></p><hr />',
      '<p><strong>a</strong><em>b</em><u>c</u><s>d</s><sub>e</sub><sup>f</sup><code>g</code><br /></p><hr />',
    ],
    [
      '<blockquote dir="rtl">q</blockquote><pre><code>x = 1</code></pre>',
      '<blockquote dir="rtl">q</blockquote><pre><code>x = 1</code></pre>',
    ],
    [
      '<span class="le-size-large le-font-serif" style="color: #ff0000; background-color: rgb(1, 2, 3)">c</span>',
      '<span class="le-size-large le-font-serif" style="color:#ff0000;background-color:rgb(1, 2, 3)">c</span>',
    ],
    [
      '<span class="le-formula" data-formula="a^2">a^2</span>',
      '<span class="le-formula" data-formula="a^2">a^2</span>',
    ],
    [
      '<img src="https://ejemplo.es/a.png" alt="A" width="10" height="20" />',
      '<img src="https://ejemplo.es/a.png" alt="A" width="10" height="20" />',
    ],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" />', '<img src="data:image/png;base64,iVBORw0KGgo=" />'],
  ])('keeps %s', (input, output) => {
    expect(sanitizeReportHtml(input)).toBe(output);
  });

  it('forces rel and target on links and keeps only http, https and mailto', () => {
    expect(sanitizeReportHtml('<a href="https://boe.es" target="_self" rel="opener">BOE</a>')).toBe(
      `<a href="https://boe.es" rel="${LINK_REL}" target="_blank">BOE</a>`,
    );
    expect(sanitizeReportHtml('<a href="mailto:a@b.es">m</a>')).toContain('href="mailto:a@b.es"');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'vbscript:x',
      'data:text/html,x',
      '//evil.es/x',
    ]) {
      expect(sanitizeReportHtml(`<a href="${href}">x</a>`)).toBe(
        `<a rel="${LINK_REL}" target="_blank">x</a>`,
      );
    }
  });

  it('keeps only YouTube no-cookie and Vimeo embeds, sandboxed', () => {
    expect(
      sanitizeReportHtml(
        '<iframe class="x" src="https://www.youtube-nocookie.com/embed/abc_D-12345" onload="x()"></iframe>',
      ),
    ).toBe(
      `<iframe src="https://www.youtube-nocookie.com/embed/abc_D-12345" class="le-video" frameborder="0" allowfullscreen sandbox="${VIDEO_SANDBOX}"></iframe>`,
    );
    expect(sanitizeReportHtml('<iframe src="https://player.vimeo.com/video/123"></iframe>')).toContain(
      'player.vimeo.com/video/123',
    );
    for (const src of [
      'https://www.youtube.com/embed/abc',
      'http://www.youtube-nocookie.com/embed/abc',
      'https://player.vimeo.com.evil.es/video/1',
      'https://www.youtube-nocookie.com/embed/../../x',
      'javascript:alert(1)',
    ]) {
      expect(sanitizeReportHtml(`<p>a</p><iframe src="${src}"></iframe>`)).toBe('<p>a</p>');
    }
    expect(sanitizeReportHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });

  it('drops unknown classes, unsafe styles, svg images and everything outside the contract', () => {
    expect(sanitizeReportHtml('<p class="evil le-align-center" style="color:red" id="x">a</p>')).toBe(
      '<p class="le-align-center">a</p>',
    );
    expect(
      sanitizeReportHtml(
        '<span style="color: red; background-color: url(javascript:x); position: fixed">a</span>',
      ),
    ).toBe('<span>a</span>');
    expect(sanitizeReportHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" />')).toBe('');
    expect(sanitizeReportHtml('<img src="javascript:alert(1)" onerror="x" />')).toBe('');
    expect(sanitizeReportHtml('<script>alert(1)</script><style>p{}</style><p onclick="x">t</p>')).toBe(
      '<p>t</p>',
    );
    expect(sanitizeReportHtml('<svg><style><img src=x onerror=alert(1)></style></svg>')).toBe('');
    expect(sanitizeReportHtml('<form action="x"><button formaction="javascript:x">b</button></form>')).toBe(
      'b',
    );
    expect(sanitizeReportHtml('<li data-checked="maybe" dir="ltr">x</li>')).toBe('<li>x</li>');
  });
});

describe('plainText', () => {
  it.each([
    ['Pérez & Cía', 'Pérez & Cía'],
    ['a < b > c', 'a < b > c'],
    ['<b>Negrita</b> y <i>cursiva</i>', 'Negrita y cursiva'],
    ['<script>alert(1)</script>Hola', 'Hola'],
    ['&lt;img src=x onerror=alert(1)&gt;Texto', 'Texto'],
    ['Línea 1\nLínea 2\tfin', 'Línea 1\nLínea 2\tfin'],
    ['nul\u0000aquí', 'nulaquí'],
  ])('%j → %j', (input, output) => {
    expect(plainText(input)).toBe(output);
  });

  it('cleans every content value, and a string content', () => {
    expect(plainContent({ hechos: '<p>Uno</p>', cuantia: '1.000 €' })).toEqual({
      hechos: 'Uno',
      cuantia: '1.000 €',
    });
    expect(plainContent('<b>x</b>')).toBe('x');
  });
});
