#!/usr/bin/env node
/**
 * `npm run eval:ner -- <file.tsv> [more.tsv…] [--json]`
 *
 * Scores the Spanish legal entity extractor (`extractEntities` of `@alegato/legal-nlp`, ADR 0022) on
 * token-per-line BIO files (`TOKEN LABEL`, space or tab separated, CRLF or LF, a blank line between
 * sentences), such as `../shared/corpus/ner-echr-es/ES-{manual,rev}-{train,dev}.tsv`.
 *
 * How it scores:
 * - The text is rebuilt from the tokens (no space before closing punctuation, digit groups the tokeniser
 *   split rejoined: '88 . 674' → '88.674'), keeping each token's offsets; the extractor runs on it, and each
 *   predicted entity becomes the span of the tokens it overlaps.
 * - Exact spans: a prediction counts only when its label, first and last token equal a gold span's. A
 *   leading determiner (el, la, los, las) is left out of both sides first: the manual (MAPA) annotation
 *   includes it ('el 28 de junio de 2006'), the revised (TAB) one does not, and it is not the entity.
 * - Labels scored: DATE, PER, ORG, LOC, MONEY, CODE, and their micro-average. The scheme is read from the
 *   file's labels: DATETIME, DEM or MISC mean TAB, otherwise MAPA.
 *   - DATE = gold DATE (MAPA) or DATETIME (TAB). Predicted DURATION counts as DATE under TAB only (TAB's
 *     DATETIME covers durations; MAPA annotates a duration's number as a QUANTITY, not scored).
 *   - MONEY = under MAPA a gold QUANTITY followed by its CURRENCY (an optional 'de' between) as one span,
 *     or a CURRENCY alone; under TAB a gold QUANTITY that names a currency ('1.336 coronas suecas'). Other
 *     quantities (ages, counts, surfaces) are not scored.
 *   - PER: under MAPA, lawyers, agents and judges have their own label (LEGAL_PROFESSIONAL, not scored);
 *     a predicted PER whose role the extractor read from the text (abogado, agente, juez…) is therefore
 *     not scored there, while a predicted PER without a role over a LEGAL_PROFESSIONAL span is a false
 *     positive. Under TAB every person is PER, with or without a role.
 * - Not scored: gold LEGAL_PROFESSIONAL, NATIONALITY, ETHNIC_CATEGORY, TIME, other QUANTITY (MAPA), DEM,
 *   MISC, other QUANTITY (TAB) — the extractor's predictions over them count as false positives only when
 *   they carry a scored label. Predicted COURT, AUTHORITY (public bodies), PROPERTY, CITATION, ID, IBAN, PHONE,
 *   EMAIL, TIME and (under MAPA) DURATION are not scored: they are neither rewarded nor punished. Gold ORG spans that are courts
 *   or authorities (TAB annotates some) are misses, since they are predicted as COURT or AUTHORITY.
 *
 * Masked share (pseudonymisation, issue 13 item 10): `pseudonymise` runs on the same rebuilt text, and a
 * gold PER, LOC, ORG or CODE token is masked when it falls inside a replaced span; the share is printed
 * per label and over all four (a leading determiner and punctuation-only tokens are not counted).
 *
 * Several files add their counts. Prints a table; `--json` prints one JSON object
 * `{"micro":{"p","r","f1"},"labels":{"DATE":{"p","r","f1"},…},"masked":{"PER","LOC","ORG","CODE","all"}}`. The package is compiled first when its
 * build is stale (`tsc -b packages/legal-nlp`, incremental).
 *
 * @module
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const USAGE = 'Uso: npm run eval:ner -- <fichero.tsv> [otro.tsv…] [--json]';

const args = process.argv.slice(2);
const json = args.includes('--json');
const files = args.filter((a) => !a.startsWith('--'));
const unknown = args.filter((a) => a.startsWith('--') && a !== '--json');
if (unknown.length > 0 || files.length === 0) {
  console.error(unknown.length ? `Opción desconocida: ${unknown.join(' ')}\n${USAGE}` : USAGE);
  process.exit(2);
}

const tsc = spawnSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'packages/legal-nlp'], {
  cwd: root,
  stdio: json ? ['ignore', 'ignore', 'inherit'] : 'inherit',
});
if (tsc.status !== 0) {
  console.error('✗ La compilación de packages/legal-nlp falló.');
  process.exit(tsc.status ?? 1);
}
const nlp = await import(pathToFileURL(path.join(root, 'packages/legal-nlp/dist/index.js')).href);

const counts = nlp.emptyCounts();
const masks = nlp.emptyMaskCounts();
let tokens = 0;
const started = performance.now();
for (const file of files) {
  const content = readFileSync(path.resolve(process.cwd(), file), 'utf8');
  tokens += nlp.readBio(content).tokens.length;
  nlp.scoreBio(content, counts);
  nlp.scoreMasking(content, masks);
}
const ms = performance.now() - started;
const summary = nlp.summarise(counts);
const masked = nlp.maskedShares(masks);
const strip = ({ p, r, f1 }) => ({ p, r, f1 });

if (json) {
  const labels = Object.fromEntries(nlp.SCORED_LABELS.map((l) => [l, strip(summary.labels[l])]));
  console.log(JSON.stringify({ micro: strip(summary.micro), labels, masked }));
} else {
  const f = (x) => x.toFixed(3);
  console.log(
    `Ficheros: ${files.map((x) => path.basename(x)).join(', ')} · ${tokens} tokens · ${Math.round(ms)} ms`,
  );
  console.log('etiqueta      P      R     F1    tp    fp    fn');
  for (const l of [...nlp.SCORED_LABELS, 'micro']) {
    const s = l === 'micro' ? summary.micro : summary.labels[l];
    console.log(
      `${l.padEnd(8)} ${f(s.p).padStart(6)} ${f(s.r).padStart(6)} ${f(s.f1).padStart(6)} ${String(s.tp).padStart(5)} ${String(s.fp).padStart(5)} ${String(s.fn).padStart(5)}`,
    );
  }
  console.log(
    '\nseudonimización: tokens enmascarados (PER, LOC, ORG, CODE); «públicos»: sin enmascarar dentro del nombre\nde un tribunal u organismo público, que se conserva a propósito',
  );
  console.log('etiqueta  parte  enmasc.  total  públicos');
  const sum = (k) => nlp.MASKED_LABELS.reduce((a, l) => a + masks[l][k], 0);
  for (const l of [...nlp.MASKED_LABELS, 'all']) {
    const m =
      l === 'all' ? { masked: sum('masked'), total: sum('total'), publicBody: sum('publicBody') } : masks[l];
    console.log(
      `${l.padEnd(8)} ${f(masked[l]).padStart(6)} ${String(m.masked).padStart(8)} ${String(m.total).padStart(6)} ${String(m.publicBody).padStart(9)}`,
    );
  }
}
