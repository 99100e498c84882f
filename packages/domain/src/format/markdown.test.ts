import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './markdown.js';

describe('htmlToMarkdown', () => {
  it.each([
    ['empty input', '', ''],
    ['blank input', '  \n\t ', ''],
    ['plain text', 'Texto sin etiquetas', 'Texto sin etiquetas'],
    ['one paragraph', '<p>Primer párrafo</p>', 'Primer párrafo'],
    ['two paragraphs', '<p>Uno</p><p>Dos</p>', 'Uno\n\nDos'],
    ['heading 1', '<h1>Demanda</h1>', '# Demanda'],
    ['heading 2', '<h2>Hechos</h2>', '## Hechos'],
    ['heading 3', '<h3>Primero</h3>', '### Primero'],
    ['heading 4', '<h4>Cuatro</h4>', '#### Cuatro'],
    ['heading 5', '<h5>Cinco</h5>', '##### Cinco'],
    ['heading 6', '<h6>Seis</h6>', '###### Seis'],
    ['bold', '<p>Es <strong>firme</strong></p>', 'Es **firme**'],
    ['b as bold', '<p><b>Nota</b></p>', '**Nota**'],
    ['italic', '<p>En <em>sede</em> judicial</p>', 'En *sede* judicial'],
    ['i as italic', '<p><i>ex officio</i></p>', '*ex officio*'],
    ['bold italic', '<p><strong><em>ambas</em></strong></p>', '***ambas***'],
    ['bullet list', '<ul><li>uno</li><li>dos</li></ul>', '-   uno\n-   dos'],
    ['ordered list', '<ol><li>uno</li><li>dos</li></ol>', '1.  uno\n2.  dos'],
    [
      'nested lists',
      '<ol><li>Hechos<ul><li>primero</li><li>segundo</li></ul></li><li>Derecho</li></ol>',
      '1.  Hechos\n    -   primero\n    -   segundo\n2.  Derecho',
    ],
    ['line break', '<p>Línea uno<br>Línea dos</p>', 'Línea uno  \nLínea dos'],
    ['blockquote', '<blockquote><p>Cita literal</p></blockquote>', '> Cita literal'],
    ['https link', '<p><a href="https://www.boe.es/">BOE</a></p>', '[BOE](https://www.boe.es/)'],
    ['mailto link', '<a href="mailto:ana@despacho.es">Ana</a>', '[Ana](mailto:ana@despacho.es)'],
    ['javascript link becomes text', '<p><a href="javascript:alert(1)">pulse</a></p>', 'pulse'],
    ['data link becomes text', '<a href="data:text/html,x">ver</a>', 'ver'],
    ['relative link becomes text', '<a href="/interno">interno</a>', 'interno'],
    [
      'named entities decoded',
      '<p>Art&iacute;culo &sect; 5 &euro; &amp; m&aacute;s</p>',
      'Artículo § 5 € & más',
    ],
    ['numeric entities decoded', '<p>&#8364; &#x00F1;</p>', '€ ñ'],
    ['script removed with its content', '<p>a</p><script>alert("x")</script><p>b</p>', 'a\n\nb'],
    ['style removed with its content', '<style>p{color:red}</style><p>texto</p>', 'texto'],
    [
      'iframe removed',
      '<p>antes</p><iframe src="https://evil.example/">x</iframe><p>después</p>',
      'antes\n\ndespués',
    ],
    ['svg and form removed', '<svg><text>svg</text></svg><form><input value="x"></form><p>ok</p>', 'ok'],
    [
      'full document reduced to its body',
      '<!doctype html><html><head><title>Título</title><style>p{}</style></head><body><p>Cuerpo</p></body></html>',
      'Cuerpo',
    ],
    [
      'alignment and colour spans stripped to text',
      '<p class="le-align-center"><span style="color: #ff0000">rojo</span> y <span class="le-size-large">grande</span></p>',
      'rojo y grande',
    ],
    ['underline and strike keep their text', '<p><u>sub</u><s>tachado</s></p>', 'subtachado'],
    [
      'PRIMERO.- paragraphs kept',
      '<p>PRIMERO.- Que el actor</p><p>SEGUNDO.- Que</p>',
      'PRIMERO.- Que el actor\n\nSEGUNDO.- Que',
    ],
    ['number at line start escaped', '<p>1. no es una lista</p>', '1\\. no es una lista'],
    ['image leaves its alt text', '<p><img src="file:///etc/passwd" alt="Sello"></p>', 'Sello'],
    ['code block kept as lines', '<pre><code>línea a\nlínea b</code></pre>', 'línea a  \nlínea b'],
    ['inline code as text', '<p>usa <code>x</code></p>', 'usa x'],
    ['horizontal rule dropped', '<p>a</p><hr><p>b</p>', 'a\n\nb'],
    [
      'check list items become task items',
      '<ul data-list="check"><li data-checked="true">hecho</li><li data-checked="false">pendiente</li></ul>',
      '-   [x] hecho\n-   [ ] pendiente',
    ],
    ['table text kept', '<table><tr><td>celda</td></tr></table>', 'celda'],
  ])('%s', (_name, html, expected) => {
    expect(htmlToMarkdown(html)).toBe(expected);
  });

  it('never keeps a javascript: URL anywhere in the output', () => {
    const md = htmlToMarkdown(
      '<a href=" JaVaScRiPt:alert(1)">a</a><a href="vbscript:x">b</a><img src="javascript:x" alt="c">',
    );
    expect(md).not.toMatch(/script:/i);
    expect(md).toBe('abc');
  });
});
