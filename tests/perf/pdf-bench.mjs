#!/usr/bin/env node
/**
 * PDF rendering benchmark (`node tests/perf/pdf-bench.mjs`, also run by `npm run bench`). Prints figures,
 * asserts nothing: the built server's `renderLegalPdf` (marked tokens → pdfkit, ADR 0012) on a realistic
 * five-page Spanish legal report, 30 runs after a warm-up (median and p95 ms, pages), against the same
 * content as HTML printed to an A4 PDF by headless Chromium (`page.setContent` + `page.pdf`, browser
 * launched once, 30 runs after a warm-up). Targets: median ≤ 50 ms and ≥ 4× faster than Chromium.
 * Skips with one line when the build or Chromium is missing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = 30;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const METADATA = {
  fecha: '23/11/2026',
  tipo_documento: 'Demanda',
  generado_por: 'Alegato',
  cliente: 'Núñez S.L.',
};
const ORDINALS = [
  'PRIMERO',
  'SEGUNDO',
  'TERCERO',
  'CUARTO',
  'QUINTO',
  'SEXTO',
  'SÉPTIMO',
  'OCTAVO',
  'NOVENO',
];

/** A Spanish civil claim with `n` numbered facts, a list, a quotation and the legal grounds. */
function report(n) {
  const facts = Array.from(
    { length: n },
    (_, i) =>
      `${ORDINALS[i % ORDINALS.length]}.- Que la parte actora, **${i % 2 ? 'Construcciones Núñez, S.L.' : 'Doña María José Peña Ibáñez'}**, suscribió con la demandada el contrato de arrendamiento de obra de fecha ${(i % 28) + 1} de marzo de 2024, por importe de *${(12500 + i * 317).toLocaleString('es-ES')},00 €*, cuyas obligaciones fueron incumplidas según resulta del informe pericial que se acompaña como documento número ${i + 2}, con los intereses legales y las costas del procedimiento.`,
  );
  return [
    '# Demanda de juicio ordinario',
    '',
    'AL JUZGADO DE PRIMERA INSTANCIA DE MADRID QUE POR TURNO CORRESPONDA',
    '',
    '## HECHOS',
    '',
    ...facts.flatMap((f) => [f, '']),
    'Se acompañan los siguientes documentos:',
    '',
    '1. Contrato de arrendamiento de obra',
    '2. Informe pericial de valoración de daños',
    '   - anexo fotográfico',
    '   - presupuesto de reparación',
    '3. Burofax de requerimiento',
    '',
    '> El que por acción u omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño causado (artículo 1902 del Código Civil).',
    '',
    '## FUNDAMENTOS DE DERECHO',
    '',
    'I.- Jurisdicción y competencia: artículos 45 y 50 de la Ley de Enjuiciamiento Civil.',
    '',
    'II.- Fondo del asunto: artículos 1101, 1124 y 1544 del Código Civil. Véase el [BOE](https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763).',
  ].join('\n');
}

/** Page count of a pdfkit PDF (page objects are not compressed). */
const pagesOf = (pdf) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** Runs the benchmark; returns printable rows `[label, value, target]`, or `{skipped}` with the reason. */
export async function runPdfBench() {
  const lib = path.join(root, 'packages/server/dist/modules/pdf/render.js');
  if (!existsSync(lib)) return { skipped: `server not built (${path.relative(root, lib)} missing)` };
  const { renderLegalPdf } = await import(pathToFileURL(lib).href);
  const { marked } = await import('marked');
  const render = (markdown) =>
    renderLegalPdf({
      markdown,
      title: 'Demanda de juicio ordinario',
      metadata: METADATA,
      author: 'Ana Pérez',
    });

  // The smallest report that fills five pages.
  let markdown = report(10);
  for (let n = 10; n < 200; n++) {
    markdown = report(n);
    if (pagesOf(await render(markdown)) >= 5) break;
  }
  for (let i = 0; i < 3; i++) await render(markdown); // warm-up
  const times = [];
  const cpu = [];
  let pdf = Buffer.alloc(0);
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    pdf = await render(markdown);
    const used = process.cpuUsage(c);
    times.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  const pages = pagesOf(pdf);
  const ours = median(times);
  const rows = [
    ['renderLegalPdf median (5-page report)', `${ours.toFixed(1)} ms`, '≤ 50 ms'],
    ['renderLegalPdf p95', `${p95(times).toFixed(1)} ms`, ''],
    // CPU time of this process: the figure that does not grow with other processes' load.
    ['renderLegalPdf CPU time median', `${median(cpu).toFixed(1)} ms`, ''],
    ['pages / size', `${pages} / ${(pdf.length / 1024).toFixed(1)} KB`, '5 pages'],
  ];
  const detail = [];

  if (!existsSync(CHROMIUM)) {
    detail.push(`Chromium comparison skipped (${CHROMIUM} missing)`);
    return { rows, detail };
  }
  const { chromium } = await import('playwright-core');
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 2.5cm; }
    body { font-family: 'Times New Roman', Times, serif; font-size: 11.5pt; line-height: 1.35; }
    p { text-align: justify; margin: 0 0 6pt; } h1 { text-align: center; font-size: 18pt; }
    blockquote { margin-left: 1.2cm; font-style: italic; }
  </style></head><body>${marked.parse(markdown)}<p>En ____________________, a 23/11/2026</p><p>Fdo.: ______________________________</p></body></html>`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const print = async () => {
      await page.setContent(html, { waitUntil: 'load' });
      return page.pdf({
        format: 'A4',
        displayHeaderFooter: true,
        headerTemplate: '<div style="font-size:8px;margin-left:2.5cm">Demanda de juicio ordinario</div>',
        footerTemplate:
          '<div style="font-size:9px;width:100%;text-align:center">Página <span class="pageNumber"></span> de <span class="totalPages"></span></div>',
        margin: { top: '2.5cm', bottom: '2.5cm', left: '2.5cm', right: '2.5cm' },
      });
    };
    for (let i = 0; i < 3; i++) await print();
    const chrome = [];
    let printed;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      printed = await print();
      chrome.push(performance.now() - t);
    }
    const theirs = median(chrome);
    const chromePages = (
      Buffer.from(printed)
        .toString('latin1')
        .match(/\/Type\s*\/Page\b/g) ?? []
    ).length;
    rows.push(
      ['Chromium page.pdf median (same content)', `${theirs.toFixed(1)} ms`, ''],
      ['speed-up pdfkit vs Chromium', `${(theirs / ours).toFixed(1)}×`, '≥ 4×'],
    );
    detail.push(
      `Chromium: p95 ${p95(chrome).toFixed(1)} ms, ${chromePages || '?'} pages, ${(printed.length / 1024).toFixed(1)} KB`,
    );
  } finally {
    await browser.close();
  }
  return { rows, detail };
}

/** Prints {@link runPdfBench}'s result. */
export function printPdfBench(result) {
  console.log('\nPDF rendering benchmarks');
  if (result.skipped) {
    console.log(`  skipped: ${result.skipped}`);
    return;
  }
  for (const [label, value, target] of result.rows)
    console.log(`  ${label.padEnd(52)} ${value.padStart(12)}   ${target ? `target ${target}` : ''}`);
  for (const line of result.detail) console.log(`    ${line}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { buildIfStale } = await import('../../scripts/build-if-stale.mjs');
  buildIfStale();
  printPdfBench(await runPdfBench());
}
