/** A civil claim as the editor holds it (contract HTML). */
export const demandaHtml = [
  '<h2 class="le-align-center">AL JUZGADO DE PRIMERA INSTANCIA N.º 4 DE MADRID</h2>',
  '<p>Dña. <strong>María Ruiz Ortega</strong>, Procuradora de los Tribunales, en nombre y representación de D. Antonio Ruiz Gómez, ante el Juzgado comparezco y, como mejor proceda en Derecho,</p>',
  '<p><strong>DIGO:</strong></p>',
  '<p class="le-align-justify">Que por medio del presente escrito formulo <em>DEMANDA DE JUICIO VERBAL</em> en reclamación de cantidad contra Construcciones Levante, S.L., en base a los siguientes</p>',
  '<h3 class="le-align-center">HECHOS</h3>',
  '<p class="le-align-justify">PRIMERO.- Con fecha 12 de marzo de 2026 las partes suscribieron un contrato de obra por importe de 4.800 euros (documento n.º 1).</p>',
  '<p class="le-align-justify">SEGUNDO.- La demandada no ha terminado la obra ni ha devuelto las cantidades entregadas a cuenta.</p>',
  '<h3 class="le-align-center">FUNDAMENTOS DE DERECHO</h3>',
  '<p class="le-align-justify">I.- El artículo 1124 del Código Civil establece que la facultad de resolver las obligaciones se entiende implícita en las recíprocas.</p>',
  '<h3 class="le-align-center">SUPLICO</h3>',
  '<p class="le-align-justify">SOLICITO AL JUZGADO que tenga por presentada esta demanda y condene a la demandada al pago de 4.800 euros, intereses y costas.</p>',
].join('');

/** The same claim wrapped in a full HTML document (as the AI service returns it). */
export const fullDocumentHtml = `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Demanda</title><style>body{font-family:serif}</style></head><body>${demandaHtml}</body></html>`;

/** Forty paragraphs: the area scrolls inside its fixed height. */
export const longHtml = Array.from(
  { length: 40 },
  (_, index) =>
    `<p class="le-align-justify">${index + 1}.- Que en cumplimiento de lo dispuesto en la Ley 1/2000, de 7 de enero, de Enjuiciamiento Civil, se acompañan los documentos acreditativos de la relación contractual, de los pagos realizados y de los requerimientos extrajudiciales dirigidos a la demandada sin resultado alguno.</p>`,
).join('');

/** Every block, mark and embed of the report HTML contract, as the editor writes it (round-trip sample). */
export const contractHtml = [
  '<h1 class="le-align-center le-indent-1" dir="rtl">Título</h1>',
  '<p class="le-align-justify">Texto <strong>negrita</strong> <em>cursiva</em> <u>subrayado</u> <s>tachado</s> H<sub>2</sub>O m<sup>2</sup> <code>art. 1</code> <a href="https://www.boe.es/">BOE</a> <span class="le-size-large">grande</span> <span class="le-font-mono">mono</span> <span class="le-formula" data-formula="E=mc^2">E=mc^2</span><br><img src="https://example.es/sello.png" alt="Sello" width="120" height="80"></p>',
  '<blockquote dir="rtl"><p>Cita</p></blockquote>',
  '<pre><code>const plazo = 20;</code></pre>',
  '<ol><li><p>Uno</p></li></ol>',
  '<ul><li><p>Dos</p></li></ul>',
  '<ul data-list="check"><li data-checked="true"><p>Hecho</p></li><li data-checked="false"><p>Pendiente</p></li></ul>',
  '<hr>',
].join('');

/** A video embed exactly as the contract spells it. */
export const videoHtml =
  '<iframe class="le-video" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen="" frameborder="0"></iframe>';

/** Hostile input: handlers, script, javascript: link, unsafe image and iframe, arbitrary styles. */
export const unsafeHtml =
  '<p onclick="alert(1)">Hola<script>alert(1)</script> <a href="javascript:alert(1)">enlace</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example/"></iframe><span style="position: fixed">texto</span></p><style>p { display: none }</style>';
