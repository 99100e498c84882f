#!/usr/bin/env node
/**
 * `npm test`: installs what is missing (npm dependencies; Debian's chromium and postgresql when root),
 * then runs every suite — lint, format, typecheck, unit, stories, server (PGlite and PostgreSQL), package,
 * visual, e2e — and prints each suite's counts and duration and the total. Every suite runs even if an
 * earlier one failed, so one run shows everything; the exit code is non-zero if any failed.
 *
 * Suites run in stages; the lanes of a stage run at the same time (the machine has 2 cores), a lane's
 * suites one after another, each with its output buffered and printed whole when it ends, and kept in
 * `test-results/<suite>.log`. The server suite runs as two processes, one per database, over the files
 * that use a database; the files that use none run once, in the PostgreSQL process, whose files run
 * faster (`DB_TARGETS=pglite` over the database files, `DB_TARGETS=postgres` over every server test
 * file); package follows the PostgreSQL process in its lane. The app is built once, before the server
 * suite (package reuses the ui build, e2e the whole app). Browser suites (stories, visual, e2e) run
 * alone, so screenshots are never taken on a starved CPU. See ADR 0017.
 *
 *   npm test                 everything
 *   npm test -- unit server  only the named suites
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureNodeModules, ensureSystemPackages } from './ensure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = path.join(root, 'test-results');

const vitest = (project, report, extra = []) => [
  'npx',
  [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/${report}.json`,
    ...extra,
  ],
];

/**
 * The server project's test files: those that run against a database (they use
 * `packages/server/test/targets.ts`) and the others.
 */
function serverTestFiles() {
  const dirs = ['packages/server/src', 'tests/security', 'tests/contract'];
  const files = [];
  const others = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (
        entry.name.endsWith('.test.ts') &&
        /test\/targets\.js'/.test(readFileSync(path.join(root, rel), 'utf8'))
      )
        files.push(rel);
      else if (entry.name.endsWith('.test.ts')) others.push(rel);
    }
  };
  for (const dir of dirs) if (existsSync(path.join(root, dir))) walk(dir);
  return { database: files.sort(), others: others.sort() };
}
const serverFiles = serverTestFiles();

/**
 * Each suite: a command, the name `npm test -- <name>` selects it by, where its counts come from (a
 * Vitest-style JSON report, when it has one) and the environment it adds.
 */
const suites = [
  { name: 'lint', cmd: ['npx', ['eslint', '.', '--max-warnings=0']] },
  { name: 'format', cmd: ['npx', ['prettier', '--check', '.', '--log-level=warn']] },
  { name: 'typecheck', cmd: ['npm', ['run', 'typecheck', '--silent']] },
  { name: 'unit', cmd: vitest('unit', 'unit'), report: 'unit' },
  { name: 'build', cmd: ['node', ['scripts/build-if-stale.mjs']], build: true },
  { name: 'stories', cmd: vitest('storybook', 'storybook'), report: 'storybook' },
  {
    name: 'server:pglite',
    group: 'server',
    cmd: vitest('server', 'server-pglite', serverFiles.database),
    report: 'server-pglite',
    env: { DB_TARGETS: 'pglite' },
  },
  {
    name: 'server:postgres',
    group: 'server',
    cmd: vitest('server', 'server-postgres', [...serverFiles.database, ...serverFiles.others]),
    report: 'server-postgres',
    env: { DB_TARGETS: 'postgres' },
  },
  {
    name: 'package',
    cmd: ['node', ['tests/package/ui-tarball.test.mjs', '--no-build']],
    report: 'package',
  },
  { name: 'visual', cmd: ['node', ['tests/visual/run.mjs']], report: 'visual' },
  { name: 'e2e', cmd: vitest('e2e', 'e2e'), report: 'e2e' },
];

/**
 * Stages in order. A stage is lanes that run at the same time; a lane is suites run one after another
 * (a plain name is a lane of one). The PostgreSQL lane of the server suite ends before the PGlite one,
 * so package follows it there. Lint and typecheck keep a stage of their own: beside the PGlite lane
 * they starved its availability test (/health p99 298 ms against 200). Unit stays beside format and
 * build: after lint, beside typecheck, it slowed typecheck 114 → 151 s (ADR 0017). `build` comes before
 * the server suite: the server test that starts `main.ts` loads the built workspace packages.
 */
const stages = [
  ['lint', 'typecheck'],
  ['format', 'unit', 'build'],
  ['server:pglite', ['server:postgres', 'package']],
  ['stories'],
  ['visual'],
  ['e2e'],
];

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const wanted = (s) =>
  only.length === 0 || only.includes(s.name) || (s.group !== undefined && only.includes(s.group));
// package reuses the ui build, e2e the whole app; the server test that starts `main.ts` under tsx
// loads the workspace packages' `dist`.
const needsBuild = (s) => ['package', 'e2e', 'server:postgres'].includes(s.name);
const selected = new Set(
  suites
    .filter((s) => (s.build ? suites.some((t) => wanted(t) && needsBuild(t)) : wanted(s)))
    .map((s) => s.name),
);

ensureNodeModules();
ensureSystemPackages();

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/**
 * Runs one suite. Alone in its stage, its output streams to the terminal; beside others it is buffered
 * and printed whole when it ends. Either way it is written to test-results/<name>.log.
 */
function run(suite, { stream }) {
  const log = createWriteStream(path.join(results, `${suite.name.replace(':', '-')}.log`));
  return new Promise((resolve) => {
    const [cmd, args] = suite.cmd;
    const started = Date.now();
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1', ...suite.env },
    });
    let output = '';
    const onData = (target) => (chunk) => {
      log.write(chunk);
      output += chunk;
      if (stream) target.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('close', (code) => {
      log.end();
      if (!stream) process.stdout.write(output);
      resolve({ status: code, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Text without its terminal colours. */
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function counts(report, output) {
  if (!report) return '';
  const file = path.join(results, `${report}.json`);
  if (!existsSync(file)) {
    // Scripts that are not Vitest print their own summary line, e.g. "visual: 242 screenshots, …".
    const plain = stripAnsi(output);
    const line = plain
      .split('\n')
      .reverse()
      .find((l) => l.trim().startsWith(`${report}:`));
    return line
      ? line
          .trim()
          .slice(report.length + 1)
          .trim()
      : '';
  }
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const parts = [`${r.numPassedTests ?? 0} passed`];
    if (r.numFailedTests) parts.push(`${r.numFailedTests} failed`);
    if (r.numPendingTests || r.numTodoTests)
      parts.push(`${(r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)} skipped`);
    const skipped = (r.testResults ?? [])
      .flatMap((f) => f.assertionResults ?? [])
      .filter((a) => a.status === 'skipped' || a.status === 'pending')
      .map((a) => a.fullName ?? a.title);
    // A failure is named with the first line of its message: the summary is often all of a log one sees.
    const failed = (r.testResults ?? [])
      .flatMap((f) => f.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => {
        const why = stripAnsi(String(a.failureMessages?.[0] ?? '').split('\n')[0]).slice(0, 200);
        return `${a.fullName ?? a.title}${why ? ` — ${why}` : ''}`;
      });
    const list = (label, names) => (names.length ? `\n      ${label}: ${names.slice(0, 10).join('; ')}` : '');
    return `${r.numTotalTests ?? 0} tests: ${parts.join(', ')}${list('failed', failed)}${list('skipped', skipped)}`;
  } catch {
    return '';
  }
}

const summary = [];
const startedAll = Date.now();
for (const stage of stages) {
  const lanes = stage
    .map((lane) =>
      [lane]
        .flat()
        .map((name) => suites.find((s) => s.name === name))
        .filter((s) => s !== undefined && selected.has(s.name)),
    )
    .filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const stageStarted = Date.now();
  const alone = lanes.length === 1;
  console.log(`\n━━━ ${lanes.map((lane) => lane.map((s) => s.name).join(' → ')).join(' ∥ ')} ━━━`);
  await Promise.all(
    lanes.map(async (lane) => {
      for (const suite of lane) {
        const r = await run(suite, { stream: alone });
        summary.push({
          name: suite.name,
          ok: r.status === 0,
          seconds: r.seconds.toFixed(1),
          counts: suite.build ? 'npm run build when sources changed' : counts(suite.report, r.output),
        });
      }
    }),
  );
  if (!alone) console.log(`(stage: ${((Date.now() - stageStarted) / 1000).toFixed(1)} s)`);
}
const total = ((Date.now() - startedAll) / 1000).toFixed(1);

console.log('\n━━━ resumen ━━━');
for (const s of summary) {
  console.log(`${s.ok ? '✓' : '✗'} ${s.name.padEnd(16)} ${s.seconds.padStart(7)} s  ${s.counts}`);
}
console.log(`  ${'total'.padEnd(16)} ${total.padStart(7)} s  (wall clock; suites of a stage overlap)`);
const failed = summary.filter((s) => !s.ok);
if (failed.length) {
  console.log(`\n✗ ${failed.length} suite(s) failed: ${failed.map((s) => s.name).join(', ')}`);
  process.exit(1);
}
console.log('\n✓ all suites passed');
