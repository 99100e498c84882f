/* eslint-disable no-restricted-syntax -- colours inside report HTML are document content the user chose, not UI styles (ADR 0013) */
import type { ReportPdfItem, ReportSection, ReportViewerItem } from './ReportViewer';

/** The basic data of a civil claim (template field labels and values). */
export const civilClaimSections: ReportSection[] = [
  { label: 'Juzgado', text: 'Juzgado de Primera Instancia n.º 4 de Madrid' },
  { label: 'Tipo de procedimiento', text: 'Juicio ordinario' },
  { label: 'Cuantía reclamada (€)', text: '12500.50' },
  {
    label: 'Hechos',
    text: 'PRIMERO.- El 3 de marzo de 2025 las partes firmaron un contrato de obra.\nSEGUNDO.- La demandada no terminó la obra en plazo.',
  },
];

/** A generated civil claim as the composer writes it (report HTML contract). */
export const civilClaimHtml = `<h1>DEMANDA DE JUICIO ORDINARIO</h1>
<p class="le-align-center"><strong>AL JUZGADO DE PRIMERA INSTANCIA N.º 4 DE MADRID</strong></p>
<p>Dña. María Ruiz Ortega, mayor de edad, ante el Juzgado comparezco y, como mejor proceda en Derecho, <strong>DIGO</strong>:</p>
<h2>HECHOS</h2>
<p class="le-indent-1"><strong>PRIMERO.-</strong> El 3 de marzo de 2025 las partes firmaron un contrato de obra.</p>
<p class="le-indent-1"><strong>SEGUNDO.-</strong> La demandada no terminó la obra en el plazo pactado.</p>
<h2>FUNDAMENTOS DE DERECHO</h2>
<blockquote>Artículo 1101 del Código Civil: quedan sujetos a la indemnización de los daños y perjuicios causados los que en el cumplimiento de sus obligaciones incurrieren en dolo, negligencia o morosidad.</blockquote>
<ul data-list="check"><li data-checked="true">Contrato de obra (documento n.º 1)</li><li data-checked="false">Requerimiento previo</li></ul>
<p class="le-align-justify">Por lo expuesto, <span style="color: #b91c1c">SUPLICO AL JUZGADO</span> que tenga por presentada esta demanda.</p>
<p class="le-align-right">En Madrid, a 23 de noviembre de 2026.</p>`;

/** A draft with basic data only: the 'Generar con IA' panel. */
export const draftReport: ReportViewerItem = {
  title: 'Demanda civil - 23/11/2026',
  description: 'Reclamación por obra inacabada contra Construcciones Gil, S.L.',
  clientName: 'María Ruiz Ortega',
  status: 'draft',
  statusLabel: 'Borrador',
  statusTone: 'neutral',
  aiEnhanced: false,
  createdAt: '20/11/2026',
  updatedAt: '23/11/2026',
  qualityScore: null,
  html: null,
  sections: civilClaimSections,
};

/** Completed, AI-enhanced, with HTML. */
export const completedReport: ReportViewerItem = {
  ...draftReport,
  status: 'completed',
  statusLabel: 'Completado',
  statusTone: 'positive',
  aiEnhanced: true,
  qualityScore: 87,
  html: civilClaimHtml,
};

/** PDF generated. */
export const generatedReport: ReportViewerItem = {
  ...completedReport,
  status: 'generated',
  statusLabel: 'Generado',
  statusTone: 'accent',
};

/** Seven PDFs, newest first (the history shows 5). */
export const reportPdfs: ReportPdfItem[] = Array.from({ length: 7 }, (_, index) => ({
  filename: `demanda-civil-2026112${7 - index}.pdf`,
  size: 12595 + index * 1024,
  createdAt: `2${7 - index}/11/2026`,
}));

/** An unknown status shown as is with a grey badge. */
export const unknownStatusReport: ReportViewerItem = {
  ...completedReport,
  status: 'archivado',
  statusLabel: 'archivado',
  statusTone: undefined,
};

/** Hostile HTML: scripts, handlers, other iframes, SVG, javascript: links, foreign styles. */
export const hostileHtml = `<h2>Informe</h2>
<p>Texto legítimo<img src=x onerror=alert(1)></p>
<script>alert('xss')</script>
<p onclick="alert(2)" class="le-align-center evil">Centrado</p>
<a href="javascript:alert(3)">enlace malo</a> <a href="https://www.boe.es/">BOE</a>
<iframe src="https://evil.example.com/embed/1"></iframe>
<iframe class="le-video" src="https://www.youtube-nocookie.com.evil.example/embed/1"></iframe>
<iframe class="le-video" srcdoc="<script>alert(6)</script>" src="https://player.vimeo.com/video/76979871"></iframe>
<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="svg">
<img src="https://www.boe.es/logo.png" alt="Logotipo del BOE" width="120" height="40" onload="alert(7)">
<iframe class="le-video" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen frameborder="0"></iframe>
<svg><script>alert(4)</script></svg>
<span style="color: #1d4ed8; position: fixed; background-image: url(javascript:alert(5))">azul</span>
<form><input value="x"></form>
<style>body { display: none }</style>`;

/** The hostile report. */
export const hostileReport: ReportViewerItem = { ...completedReport, html: hostileHtml };

/** Long texts everywhere. */
export const longReport: ReportViewerItem = {
  ...completedReport,
  title:
    'Demanda de juicio ordinario por reclamación de cantidad derivada del incumplimiento del contrato de obra de rehabilitación integral del edificio',
  clientName: 'Comunidad de Propietarios del Edificio Residencial Jardines de la Castellana Norte Fase II',
  description: 'Reclamación por obra inacabada. '.repeat(10),
  html: civilClaimHtml.repeat(3),
};

/** A report that cites legislation in its HTML and its sections (the story finder links them). */
export const citingReport: ReportViewerItem = {
  ...completedReport,
  title: 'Reclamación de fianza - 24/11/2026',
  description: 'Devolución de la fianza del piso de la calle Mayor y de los daños reclamados.',
  html: `<h1>RECLAMACIÓN DE LA FIANZA</h1>
<h2>FUNDAMENTOS DE DERECHO</h2>
<p><strong>PRIMERO.-</strong> La fianza en metálico de una mensualidad de renta es obligatoria en el arrendamiento de vivienda (art. 36 LAU) y su saldo se devuelve al terminar el contrato, según la Ley 29/1994.</p>
<p><strong>SEGUNDO.-</strong> Quien causa un daño a otro interviniendo culpa o negligencia está obligado a repararlo (artículo 1902 del Código Civil).</p>
<p>Ya enlazado por el autor: <a href="https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003">art. 36 LAU en el BOE</a>. Una Ley Hostil no se enlaza.</p>`,
  sections: [
    { label: 'Fundamentos', text: 'Responsabilidad extracontractual: artículo 1902 del Código Civil.' },
  ],
};
