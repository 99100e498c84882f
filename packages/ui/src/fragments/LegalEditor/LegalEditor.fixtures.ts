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
